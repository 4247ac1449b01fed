// Stand-in for the UIKit names the exported Objective-C uses (see README.txt), from Apple's documented
// Objective-C interfaces (developer.apple.com/documentation/uikit: UIView, UILabel, UIImageView, UIImage,
// UIColor, UIFont, NSTextAlignment, UIViewAutoresizing, UIViewAnimationOptions), with iOS's raw values.
#ifndef MESHPLAY_STUB_UIKIT
#define MESHPLAY_STUB_UIKIT
#import <QuartzCore/QuartzCore.h>
typedef double NSTimeInterval;
typedef NSUInteger UIViewAnimationOptions;
enum {
    UIViewAnimationOptionRepeat = 1 << 3, UIViewAnimationOptionAutoreverse = 1 << 4,
    UIViewAnimationOptionCurveEaseInOut = 0 << 16, UIViewAnimationOptionCurveEaseIn = 1 << 16,
    UIViewAnimationOptionCurveEaseOut = 2 << 16, UIViewAnimationOptionCurveLinear = 3 << 16,
};
typedef NSUInteger UIViewAutoresizing;
enum {
    UIViewAutoresizingNone = 0, UIViewAutoresizingFlexibleLeftMargin = 1 << 0, UIViewAutoresizingFlexibleWidth = 1 << 1,
    UIViewAutoresizingFlexibleRightMargin = 1 << 2, UIViewAutoresizingFlexibleTopMargin = 1 << 3,
    UIViewAutoresizingFlexibleHeight = 1 << 4, UIViewAutoresizingFlexibleBottomMargin = 1 << 5,
};
typedef NSInteger NSTextAlignment;
enum { NSTextAlignmentLeft = 0, NSTextAlignmentCenter = 1, NSTextAlignmentRight = 2, NSTextAlignmentJustified = 3, NSTextAlignmentNatural = 4 };
@interface UIColor : NSObject
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
@end
@interface UIFont : NSObject
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;
@end
@interface UIImage : NSObject
+ (UIImage *)imageNamed:(NSString *)name;
// UIImage.h: `@property (nullable, nonatomic, readonly) CGImageRef CGImage`.
@property (readonly) CGImageRef CGImage;
@end
@interface UIView : NSObject
- (instancetype)initWithFrame:(CGRect)frame;
@property CGRect frame;
@property CGRect bounds;
@property CGPoint center;
@property (copy) UIColor *backgroundColor;
@property UIViewAutoresizing autoresizingMask;
@property NSInteger tag;
- (void)addSubview:(UIView *)view;
- (UIView *)viewWithTag:(NSInteger)tag;
- (void)removeFromSuperview;
+ (void)animateWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay options:(UIViewAnimationOptions)options
                 animations:(void (^)(void))animations completion:(void (^)(BOOL finished))completion;
+ (void)setAnimationRepeatCount:(float)repeatCount;
@end
@interface UILabel : UIView
@property (copy) NSString *text;
@property (strong) UIFont *font;
@property (strong) UIColor *textColor;
@property NSTextAlignment textAlignment;
@property NSInteger numberOfLines;
@end
@interface UIImageView : UIView
- (instancetype)initWithImage:(UIImage *)image;
@end
#endif
