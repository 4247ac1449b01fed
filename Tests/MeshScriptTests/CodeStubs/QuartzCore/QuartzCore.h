// Stand-in for the Foundation and QuartzCore names the exported Objective-C uses (see README.txt).
#ifndef MESHPLAY_STUB_QUARTZCORE
#define MESHPLAY_STUB_QUARTZCORE
typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
#define HUGE_VALF __builtin_huge_valf()
typedef double CGFloat;
typedef struct CGPoint { CGFloat x, y; } CGPoint;
typedef struct CGSize { CGFloat width, height; } CGSize;
typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
static inline CGPoint CGPointMake(CGFloat x, CGFloat y) { CGPoint p = {x, y}; return p; }
static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat w, CGFloat h) { CGRect r = {{x, y}, {w, h}}; return r; }
typedef struct CGColorSpace *CGColorSpaceRef;
typedef struct CGColor *CGColorRef;
// CoreGraphics' CGImage.h: `typedef struct CGImage *CGImageRef`.
typedef struct CGImage *CGImageRef;
CGColorSpaceRef CGColorSpaceCreateDeviceRGB(void);
void CGColorSpaceRelease(CGColorSpaceRef space);
CGColorRef CGColorCreate(CGColorSpaceRef space, const CGFloat *components);
void CGColorRelease(CGColorRef color);
typedef unsigned long NSUInteger;
typedef long NSInteger;
typedef double CFTimeInterval;

__attribute__((objc_root_class))
@interface NSObject
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
@end
@protocol NSCopying
@end
@protocol NSMutableCopying
@end
@interface NSString : NSObject
@end
@interface NSNumber : NSObject
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithDouble:(double)value;
@end
@interface NSArray : NSObject
+ (instancetype)arrayWithObjects:(const id[])objects count:(NSUInteger)count;
@end
@interface NSMutableArray : NSArray
+ (instancetype)array;
- (void)addObject:(id)object;
@end

typedef struct CATransform3D {
    CGFloat m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44;
} CATransform3D;
@interface CAAnimation : NSObject
@end
@interface CALayer : NSObject
+ (instancetype)layer;
- (void)addSublayer:(CALayer *)layer;
@property (copy) NSString *name;
@property CGRect bounds;
@property CGPoint position;
@property CGPoint anchorPoint;
@property float opacity;
@property BOOL doubleSided;
@property CATransform3D transform;
@property CATransform3D sublayerTransform;
@property (readonly) CALayer *superlayer;
- (void)addAnimation:(CAAnimation *)animation forKey:(NSString *)key;
// CALayer.h: `contents` (nullable, strong, id), `backgroundColor` (nullable CGColorRef), `contentsScale` (CGFloat).
@property (strong) id contents;
@property CGColorRef backgroundColor;
@property CGFloat contentsScale;
@end
// CATextLayer.h: `string` (nullable, copy, id), `fontSize` (CGFloat), `foregroundColor` (nullable CGColorRef),
// `wrapped` (getter isWrapped), `alignmentMode` (copy, CATextLayerAlignmentMode = NSString *) and its constants.
typedef NSString *CATextLayerAlignmentMode;
extern CATextLayerAlignmentMode const kCAAlignmentNatural, kCAAlignmentLeft, kCAAlignmentRight, kCAAlignmentCenter, kCAAlignmentJustified;
@interface CATextLayer : CALayer
@property (copy) id string;
@property CGFloat fontSize;
@property CGColorRef foregroundColor;
@property (getter=isWrapped) BOOL wrapped;
@property (copy) CATextLayerAlignmentMode alignmentMode;
@end
@interface CATransformLayer : CALayer
@end
@interface CAMediaTimingFunction : NSObject
+ (instancetype)functionWithName:(NSString *)name;
+ (instancetype)functionWithControlPoints:(float)c1x :(float)c1y :(float)c2x :(float)c2y;
@end
extern NSString * const kCAMediaTimingFunctionLinear, * const kCAMediaTimingFunctionEaseIn;
extern NSString * const kCAMediaTimingFunctionEaseOut, * const kCAMediaTimingFunctionEaseInEaseOut;
@interface CAKeyframeAnimation : CAAnimation
+ (instancetype)animationWithKeyPath:(NSString *)path;
@property (copy) NSArray *values;
@property (copy) NSArray *keyTimes;
@property (copy) NSArray *timingFunctions;
@property CFTimeInterval duration;
@property BOOL autoreverses;
@property float repeatCount;
@property CFTimeInterval beginTime;
@end
CFTimeInterval CACurrentMediaTime(void);
// Foundation's NSRunLoop.h: `+mainRunLoop`, `typedef NSString *NSRunLoopMode`, `NSRunLoopCommonModes`.
typedef NSString *NSRunLoopMode;
extern NSRunLoopMode const NSRunLoopCommonModes;
@interface NSRunLoop : NSObject
+ (NSRunLoop *)mainRunLoop;
@end
// QuartzCore's CADisplayLink.h: `+displayLinkWithTarget:selector:`, `-addToRunLoop:forMode:`, `-invalidate`, `timestamp`.
@interface CADisplayLink : NSObject
+ (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)sel;
- (void)addToRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;
- (void)invalidate;
@property (readonly, nonatomic) CFTimeInterval timestamp;
@end
#endif
