/* plain.c: a plain scalar C rasterizer, the peer for meshplay's ripple bench scenes.
 *
 * Scene (meshplay BenchScene.ripple): identity grid of N x N quads on a 200x200-point layer at
 * (100,100) in a 200x200 scene, to.z = 0.05*sin(r*2*pi*4 - phase), depth normalization
 * "average" (z points = to.z * 200), layer transform = rotation -45 deg about X with
 * m34 = -1/800 about the anchor (layer centre), 8x8 checkerboard (white / rgb(60,110,200)),
 * default lighting: one directional light from (0,0,1) (view space), diffuse factor 1,
 * two-sided |N.L| per vertex from smooth area-weighted vertex normals, Gouraud-interpolated.
 * Framing: container + 8% margin fitted into the output, centred. One sample per pixel.
 *
 * Per frame (timed): clear colour + float z-buffer; face normals (cross of the diagonals) summed
 * into vertex normals; per vertex transform to screen + light; per triangle (2 per quad,
 * split 0-2) float edge functions over the bounding box, z-test, perspective-correct u,v,
 * nearest texel, times the interpolated light.
 *
 * The yardstick of the README's "Against the peers": timed side by side with `meshplay bench`,
 * alternately, so both run in the same state of the machine. Not built by CI:
 *   gcc -O2 -o /tmp/plain .ci/peer/plain.c -lm && /tmp/plain 100 320 192
 * (-DSTATS counts the tested, inside and shaded pixels.)
 *
 * Usage: plain N W H [frames] [out.ppm]
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { double m[4][4]; } Mat; /* row-vector convention: p' = p * M */

static Mat mat_identity(void) {
    Mat r; memset(&r, 0, sizeof r);
    for (int i = 0; i < 4; i++) r.m[i][i] = 1;
    return r;
}
static Mat mat_mul(Mat a, Mat b) { /* a first, then b */
    Mat r;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            double s = 0;
            for (int k = 0; k < 4; k++) s += a.m[i][k] * b.m[k][j];
            r.m[i][j] = s;
        }
    return r;
}
static Mat mat_translate(double x, double y, double z) {
    Mat r = mat_identity(); r.m[3][0] = x; r.m[3][1] = y; r.m[3][2] = z; return r;
}
static Mat mat_scale(double x, double y, double z) {
    Mat r = mat_identity(); r.m[0][0] = x; r.m[1][1] = y; r.m[2][2] = z; return r;
}
static Mat mat_rot_x(double a) { /* CATransform3DMakeRotation(a, 1, 0, 0) */
    Mat r = mat_identity();
    double c = cos(a), s = sin(a);
    r.m[1][1] = c; r.m[1][2] = s; r.m[2][1] = -s; r.m[2][2] = c;
    return r;
}

/* The scene's state. */
static int N, NV, W, H, TS;
static float *fx, *fy, *fr;     /* vertex `from` (unit) and its distance from the centre */
static float *vz;               /* to.z, written by the (untimed) animation */
static float *nx, *ny, *nz;     /* vertex normals (layer points) */
static float *sx, *sy, *sz, *sq, *su, *sv, *sl; /* screen x,y, depth z/w, 1/w, u/w, v/w, light */
static float *zbuf;
static uint32_t *color, *tex;
static float M[4][4];           /* layer points -> homogeneous screen */
static float NZ[3];             /* third column of the normal matrix (light dir is +z) */
static const float LAYER = 200.0f, ZSCALE = 200.0f;
#ifdef STATS /* gcc -DSTATS: counts of tested and shaded pixels (not in the timed build) */
static long st_tri, st_box, st_inside, st_shaded;
#define STAT(x) (x)
#else
#define STAT(x) ((void)0)
#endif
static const uint32_t BG = 24u | 26u << 8 | 32u << 16 | 255u << 24;

static void setup(void) {
    NV = (N + 1) * (N + 1);
    float **arrs[] = {&fx, &fy, &fr, &vz, &nx, &ny, &nz, &sx, &sy, &sz, &sq, &su, &sv, &sl};
    for (size_t i = 0; i < sizeof arrs / sizeof arrs[0]; i++) *arrs[i] = malloc(sizeof(float) * NV);
    for (int row = 0; row <= N; row++)
        for (int col = 0; col <= N; col++) {
            int i = row * (N + 1) + col;
            fx[i] = (float)col / N; fy[i] = (float)row / N;
            double x = fx[i] - 0.5, y = fy[i] - 0.5;
            fr[i] = (float)sqrt(x * x + y * y);
        }
    zbuf = malloc(sizeof(float) * W * H);
    color = malloc(sizeof(uint32_t) * W * H);
    /* Texture: meshplay's size rule (power-of-two points-per-sample, max 1024). */
    double want = fmin((double)H / (200 * 1.16), (double)W / (200 * 1.16)), sc = 1.0 / 8;
    if (want > 8) want = 8;
    while (sc < want) sc *= 2;
    while (200 * sc > 1024) sc /= 2;
    TS = (int)lround(200 * sc);
    tex = malloc(sizeof(uint32_t) * TS * TS);
    uint32_t a = 0xffffffffu, b = 60u | 110u << 8 | 200u << 16 | 255u << 24;
    for (int y = 0; y < TS; y++)
        for (int x = 0; x < TS; x++) tex[y * TS + x] = ((y * 8 / TS + x * 8 / TS) & 1) ? b : a;

    /* Framing (meshplay Framing): fit 200x200 + 8% margin, centred. */
    double s = fmin(W / (200 * 1.16), H / (200 * 1.16));
    double ox = W / 2.0 - 100 * s, oy = H / 2.0 - 100 * s;
    Mat t = mat_rot_x(-M_PI / 4); t.m[2][3] = -1.0 / 800;
    Mat m = mat_mul(mat_mul(mat_mul(mat_translate(-100, -100, 0), t), mat_translate(100, 100, 0)),
                    mat_mul(mat_scale(s, s, 1), mat_translate(ox, oy, 0)));
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) M[i][j] = (float)m.m[i][j];
    Mat r = mat_rot_x(-M_PI / 4); /* normals: the cofactor of a rotation is itself */
    NZ[0] = (float)r.m[0][2]; NZ[1] = (float)r.m[1][2]; NZ[2] = (float)r.m[2][2];
}

static void animate(double phase) { /* outside the timed part, as in meshplay's bench */
    for (int i = 0; i < NV; i++) vz[i] = (float)(0.05 * sin(fr[i] * 2 * M_PI * 4 - phase));
}

#define MIN3(a, b, c) ((a) < (b) ? ((a) < (c) ? (a) : (c)) : ((b) < (c) ? (b) : (c)))
#define MAX3(a, b, c) ((a) > (b) ? ((a) > (c) ? (a) : (c)) : ((b) > (c) ? (b) : (c)))

static void triangle(int a, int b, int c) {
    float x0 = sx[a], y0 = sy[a], x1 = sx[b], y1 = sy[b], x2 = sx[c], y2 = sy[c];
    float area = (x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0);
    if (area == 0 || area != area) return;
    if (area < 0) { /* double-sided: make it counter-clockwise */
        int t = b; b = c; c = t;
        x1 = sx[b]; y1 = sy[b]; x2 = sx[c]; y2 = sy[c];
        area = -area;
    }
    /* Bounding box of the pixel centres (x + 0.5, y + 0.5) inside the triangle's box. */
    int minx = (int)ceilf(MIN3(x0, x1, x2) - 0.5f), maxx = (int)floorf(MAX3(x0, x1, x2) - 0.5f);
    int miny = (int)ceilf(MIN3(y0, y1, y2) - 0.5f), maxy = (int)floorf(MAX3(y0, y1, y2) - 0.5f);
    if (minx < 0) minx = 0;
    if (miny < 0) miny = 0;
    if (maxx > W - 1) maxx = W - 1;
    if (maxy > H - 1) maxy = H - 1;
    if (minx > maxx || miny > maxy) return;
    STAT(st_tri++); STAT(st_box += (long)(maxx - minx + 1) * (maxy - miny + 1));
    float inv = 1.0f / area;
    /* Edge functions e0 (opposite a), e1 (opposite b), e2 (opposite c) and their steps. */
    float e0dx = -(y2 - y1), e0dy = (x2 - x1);
    float e1dx = -(y0 - y2), e1dy = (x0 - x2);
    float e2dx = -(y1 - y0), e2dy = (x1 - x0);
    float px = minx + 0.5f, py = miny + 0.5f;
    float e0r = (px - x1) * e0dx + (py - y1) * e0dy;
    float e1r = (px - x2) * e1dx + (py - y2) * e1dy;
    float e2r = (px - x0) * e2dx + (py - y0) * e2dy;
    float z0 = sz[a], z1 = sz[b], z2 = sz[c];
    float q0 = sq[a], q1 = sq[b], q2 = sq[c];
    float u0 = su[a], u1 = su[b], u2 = su[c];
    float v0 = sv[a], v1 = sv[b], v2 = sv[c];
    float l0 = sl[a], l1 = sl[b], l2 = sl[c];
    for (int y = miny; y <= maxy; y++) {
        float e0 = e0r, e1 = e1r, e2 = e2r;
        float *zrow = zbuf + y * W;
        uint32_t *crow = color + y * W;
        for (int x = minx; x <= maxx; x++) {
            if (e0 >= 0 && e1 >= 0 && e2 >= 0) {
                STAT(st_inside++);
                float b0 = e0 * inv, b1 = e1 * inv, b2 = e2 * inv;
                float z = b0 * z0 + b1 * z1 + b2 * z2;
                if (z >= zrow[x]) {
                    STAT(st_shaded++);
                    float q = b0 * q0 + b1 * q1 + b2 * q2;
                    float w = 1.0f / q;
                    float u = (b0 * u0 + b1 * u1 + b2 * u2) * w;
                    float v = (b0 * v0 + b1 * v1 + b2 * v2) * w;
                    float l = b0 * l0 + b1 * l1 + b2 * l2;
                    int tx = (int)(u * TS), ty = (int)(v * TS);
                    if (tx < 0) tx = 0;
                    if (tx > TS - 1) tx = TS - 1;
                    if (ty < 0) ty = 0;
                    if (ty > TS - 1) ty = TS - 1;
                    uint32_t t = tex[ty * TS + tx];
                    uint32_t r = (uint32_t)((t & 255) * l + 0.5f);
                    uint32_t g = (uint32_t)((t >> 8 & 255) * l + 0.5f);
                    uint32_t bl = (uint32_t)((t >> 16 & 255) * l + 0.5f);
                    crow[x] = r | g << 8 | bl << 16 | 255u << 24;
                    zrow[x] = z;
                }
            }
            e0 += e0dx; e1 += e1dx; e2 += e2dx;
        }
        e0r += e0dy; e1r += e1dy; e2r += e2dy;
    }
}

static void frame(void) {
    /* Clear. */
    for (int i = 0; i < W * H; i++) { color[i] = BG; zbuf[i] = -INFINITY; }
    /* Smooth normals: each quad's vector area (p2 - p0) x (p3 - p1), in layer points, added to
     * its four corners. */
    memset(nx, 0, sizeof(float) * NV); memset(ny, 0, sizeof(float) * NV); memset(nz, 0, sizeof(float) * NV);
    for (int row = 0; row < N; row++)
        for (int col = 0; col < N; col++) {
            int i0 = row * (N + 1) + col, i1 = i0 + 1, i2 = i0 + N + 2, i3 = i0 + N + 1;
            float ax = (fx[i2] - fx[i0]) * LAYER, ay = (fy[i2] - fy[i0]) * LAYER, az = (vz[i2] - vz[i0]) * ZSCALE;
            float bx = (fx[i3] - fx[i1]) * LAYER, by = (fy[i3] - fy[i1]) * LAYER, bz = (vz[i3] - vz[i1]) * ZSCALE;
            float cx = ay * bz - az * by, cy = az * bx - ax * bz, cz = ax * by - ay * bx;
            nx[i0] += cx; ny[i0] += cy; nz[i0] += cz;
            nx[i1] += cx; ny[i1] += cy; nz[i1] += cz;
            nx[i2] += cx; ny[i2] += cy; nz[i2] += cz;
            nx[i3] += cx; ny[i3] += cy; nz[i3] += cz;
        }
    /* Vertices: project, and light |N.L| with L = (0,0,1) in view space. */
    for (int i = 0; i < NV; i++) {
        float px = fx[i] * LAYER, py = fy[i] * LAYER, pz = vz[i] * ZSCALE;
        float X = px * M[0][0] + py * M[1][0] + pz * M[2][0] + M[3][0];
        float Y = px * M[0][1] + py * M[1][1] + pz * M[2][1] + M[3][1];
        float Z = px * M[0][2] + py * M[1][2] + pz * M[2][2] + M[3][2];
        float Wh = px * M[0][3] + py * M[1][3] + pz * M[2][3] + M[3][3];
        float q = 1.0f / Wh; /* w stays near 1 here (|z| <= 81 points, camera at 800): no clipping */
        sx[i] = X * q; sy[i] = Y * q; sz[i] = Z * q; sq[i] = q;
        su[i] = fx[i] * q; sv[i] = fy[i] * q;
        float len = sqrtf(nx[i] * nx[i] + ny[i] * ny[i] + nz[i] * nz[i]);
        float d = nx[i] * NZ[0] + ny[i] * NZ[1] + nz[i] * NZ[2];
        float l = len > 0 ? fabsf(d) / len : 0;
        sl[i] = l > 1 ? 1 : l;
    }
    /* Triangles: corners (0,1,2) and (2,3,0) of every quad. */
    for (int row = 0; row < N; row++)
        for (int col = 0; col < N; col++) {
            int i0 = row * (N + 1) + col, i1 = i0 + 1, i2 = i0 + N + 2, i3 = i0 + N + 1;
            triangle(i0, i1, i2);
            triangle(i2, i3, i0);
        }
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: plain N W H [frames] [out.ppm]\n"); return 2; }
    N = atoi(argv[1]); W = atoi(argv[2]); H = atoi(argv[3]);
    int runs = argc > 4 ? atoi(argv[4]) : 40;
    setup();
    double *times = malloc(sizeof(double) * runs);
    for (int f = 0; f < runs + 3; f++) {
        animate(f * 0.15);
        double t0 = now_ms();
        frame();
        double dt = now_ms() - t0;
        if (f >= 3) times[f - 3] = dt;
    }
    qsort(times, runs, sizeof(double), cmp);
    double med = runs % 2 ? times[runs / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2;
    long covered = 0;
    for (int i = 0; i < W * H; i++) covered += zbuf[i] != -INFINITY;
    printf("peer N=%d %dx%d tex %d: %.3f ms/frame (middle 80%% of %d frames %.3f-%.3f), %d triangles, %ld px covered, %.1f Mpix/s\n",
           N, W, H, TS, med, runs, times[(runs - 1) / 10], times[(runs - 1) * 9 / 10], 2 * N * N, covered,
           covered / med / 1e3);
#ifdef STATS
    printf("per frame: %.0f triangles with a non-empty box, %.0f box pixels tested, %.0f inside, %.0f passed z\n",
           st_tri / (runs + 3.0), st_box / (runs + 3.0), st_inside / (runs + 3.0), st_shaded / (runs + 3.0));
#endif
    if (argc > 5) {
        FILE *o = fopen(argv[5], "wb");
        fprintf(o, "P6\n%d %d\n255\n", W, H);
        for (int i = 0; i < W * H; i++) {
            unsigned char p[3] = {color[i] & 255, color[i] >> 8 & 255, color[i] >> 16 & 255};
            fwrite(p, 1, 3, o);
        }
        fclose(o);
    }
    return 0;
}
