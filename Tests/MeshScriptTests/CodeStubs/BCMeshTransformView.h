// Stand-in for BCMeshTransformView's public headers (see README.txt), declaration for declaration as
// github.com/Ciechan/BCMeshTransformView at 6f37fd7 declares them in BCMeshTransformView/.
#import <UIKit/UIKit.h>

// BCMeshTransform.h:10-19
typedef struct BCPoint3D { CGFloat x; CGFloat y; CGFloat z; } BCPoint3D;
static inline BCPoint3D BCPoint3DMake(CGFloat x, CGFloat y, CGFloat z) { BCPoint3D p = {x, y, z}; return p; }
// BCMeshTransform.h:22-29
typedef struct BCMeshFace { unsigned int indices[4]; } BCMeshFace;
typedef struct BCMeshVertex { CGPoint from; BCPoint3D to; } BCMeshVertex;
// BCMeshTransform.h:32-37
extern NSString * const kBCDepthNormalizationNone;
extern NSString * const kBCDepthNormalizationWidth;
extern NSString * const kBCDepthNormalizationHeight;
extern NSString * const kBCDepthNormalizationMin;
extern NSString * const kBCDepthNormalizationMax;
extern NSString * const kBCDepthNormalizationAverage;

// BCMeshTransform.h:39-63
@interface BCMeshTransform : NSObject <NSCopying, NSMutableCopying>
@property (nonatomic, copy, readonly) NSString *depthNormalization;
@property (nonatomic, readonly) NSUInteger faceCount;
@property (nonatomic, readonly) NSUInteger vertexCount;
+ (instancetype)meshTransformWithVertexCount:(NSUInteger)vertexCount vertices:(BCMeshVertex *)vertices
                                   faceCount:(NSUInteger)faceCount faces:(BCMeshFace *)faces
                          depthNormalization:(NSString *)depthNormalization;
- (instancetype)initWithVertexCount:(NSUInteger)vertexCount vertices:(BCMeshVertex *)vertices
                          faceCount:(NSUInteger)faceCount faces:(BCMeshFace *)faces
                 depthNormalization:(NSString *)depthNormalization;
- (BCMeshFace)faceAtIndex:(NSUInteger)faceIndex;
- (BCMeshVertex)vertexAtIndex:(NSUInteger)vertexIndex;
@end

// BCMeshTransform.h:66-80
@interface BCMutableMeshTransform : BCMeshTransform
@property (nonatomic, copy) NSString *depthNormalization;
+ (instancetype)meshTransform;
- (void)addFace:(BCMeshFace)face;
- (void)removeFaceAtIndex:(NSUInteger)faceIndex;
- (void)replaceFaceAtIndex:(NSUInteger)faceIndex withFace:(BCMeshFace)face;
- (void)addVertex:(BCMeshVertex)vertex;
- (void)removeVertexAtIndex:(NSUInteger)vertexIndex;
- (void)replaceVertexAtIndex:(NSUInteger)vertexIndex withVertex:(BCMeshVertex)vertex;
@end

// BCMutableMeshTransform+Convenience.h:11-28
@interface BCMutableMeshTransform (Convenience)
+ (instancetype)identityMeshTransformWithNumberOfRows:(NSUInteger)rowsOfFaces numberOfColumns:(NSUInteger)columnsOfFaces;
+ (instancetype)meshTransformWithVertexCount:(NSUInteger)vertexCount
                             vertexGenerator:(BCMeshVertex (^)(NSUInteger vertexIndex))vertexGenerator
                                   faceCount:(NSUInteger)faceCount
                               faceGenerator:(BCMeshFace (^)(NSUInteger faceIndex))faceGenerator;
- (void)mapVerticesUsingBlock:(BCMeshVertex (^)(BCMeshVertex vertex, NSUInteger vertexIndex))block;
@end

// BCMeshTransformView.h:13-39
@interface BCMeshTransformView : UIView
@property (nonatomic, copy) BCMeshTransform *meshTransform;
@property (nonatomic, strong, readonly) UIView *contentView;
@property (nonatomic) BCPoint3D lightDirection;
@property (nonatomic) float diffuseLightFactor;
@property (nonatomic) CATransform3D supplementaryTransform;
@end
