// Stand-in for BCMeshTransformView's public header (see README.txt).
#import <UIKit/UIKit.h>
typedef struct BCPoint3D { float x, y, z; } BCPoint3D;
typedef struct BCMeshVertex { CGPoint from; BCPoint3D to; } BCMeshVertex;
typedef struct BCMeshFace { unsigned int indices[4]; } BCMeshFace;
extern NSString * const kBCDepthNormalizationNone, * const kBCDepthNormalizationWidth, * const kBCDepthNormalizationHeight;
extern NSString * const kBCDepthNormalizationMin, * const kBCDepthNormalizationMax, * const kBCDepthNormalizationAverage;
@interface BCMeshTransform : NSObject <NSCopying>
+ (instancetype)meshTransformWithVertexCount:(NSUInteger)vertexCount vertices:(BCMeshVertex *)vertices
                                   faceCount:(NSUInteger)faceCount faces:(BCMeshFace *)faces
                          depthNormalization:(NSString *)depthNormalization;
@end
@interface BCMeshTransformView : UIView
@property (nonatomic, copy) BCMeshTransform *meshTransform;
@property (nonatomic) CATransform3D supplementaryTransform;
@property (nonatomic) BCPoint3D lightDirection;
@property (nonatomic) float diffuseLightFactor;
@end
