#version 450
// One triangle that covers the whole frame, for drawing Shaders/distortion.frag on every pixel.
void main() {
    gl_Position = vec4(gl_VertexID == 1 ? 3.0 : -1.0, gl_VertexID == 2 ? 3.0 : -1.0, 0.0, 1.0);
}
