// Stand-in for the UIKit names the exported Objective-C uses (see README.txt).
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
@interface UIView : NSObject
@property CGRect bounds;
@property CGPoint center;
+ (void)animateWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay options:(UIViewAnimationOptions)options
                 animations:(void (^)(void))animations completion:(void (^)(BOOL finished))completion;
+ (void)setAnimationRepeatCount:(float)repeatCount;
@end
#endif
