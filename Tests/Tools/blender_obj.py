# Blender's side of meshplay's OBJ round-trip test (Tests/MeshIOTests/BlenderRoundTripTests.swift).
# Run with Blender as a Python module (`pip install bpy`, which .ci/deps does: Blender 5.0), or by a
# Blender of its own (`blender -b --factory-startup --python blender_obj.py -- ARGS`):
#   python3 Tests/Tools/blender_obj.py make DIR
#       writes DIR/torus.obj, DIR/sphere.obj and DIR/grid.obj with Blender's default OBJ export
#   python3 Tests/Tools/blender_obj.py subdivide FILE LEVELS OUT
#       imports FILE, applies a Subdivision Surface modifier of LEVELS levels with Boundary Smooth
#       set to Keep Corners, and exports the result to OUT
#   python3 Tests/Tools/blender_obj.py check FILE
#       imports FILE as Blender does and prints one JSON line per object: its name, vertex and
#       face counts and how many edges only one face uses (a closed mesh has none)
import json
import sys

import bpy
import bmesh  # noqa: E402 (bpy must be imported first when Blender is a Python module)

args = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else sys.argv[1:]
bpy.ops.wm.read_factory_settings(use_empty=True)

if args[0] == "make":
    out = args[1]
    bpy.ops.mesh.primitive_torus_add(major_segments=24, minor_segments=12)
    bpy.context.object.name = "Torus"
    bpy.ops.wm.obj_export(filepath=out + "/torus.obj", export_materials=False)
    bpy.ops.object.delete()
    bpy.ops.mesh.primitive_uv_sphere_add(segments=16, ring_count=8)
    bpy.context.object.name = "Sphere"
    bpy.ops.wm.obj_export(filepath=out + "/sphere.obj", export_materials=False)
    bpy.ops.object.delete()
    # A 20 x 20 grid with continuous UVs: Blender writes a vt per face corner it cannot share.
    bpy.ops.mesh.primitive_grid_add(x_subdivisions=20, y_subdivisions=20)
    bpy.context.object.name = "Grid"
    bpy.ops.wm.obj_export(filepath=out + "/grid.obj", export_materials=False)
elif args[0] == "check":
    bpy.ops.wm.obj_import(filepath=args[1])
    for obj in sorted(bpy.context.scene.objects, key=lambda o: o.name):
        mesh = bmesh.new()
        mesh.from_mesh(obj.data)
        boundary = sum(1 for e in mesh.edges if len(e.link_faces) == 1)
        print(json.dumps({"name": obj.name, "vertices": len(mesh.verts), "faces": len(mesh.faces),
                          "boundaryEdges": boundary}))
        mesh.free()
elif args[0] == "subdivide":
    bpy.ops.wm.obj_import(filepath=args[1])
    obj = bpy.context.scene.objects[0]
    bpy.context.view_layer.objects.active = obj
    modifier = obj.modifiers.new("Subdivision", "SUBSURF")
    modifier.levels = int(args[2])
    modifier.boundary_smooth = "PRESERVE_CORNERS"
    # Blender places the result on the limit surface by default; meshplay (as Core Animation) draws the
    # refined cage, so the limit is turned off for a like-for-like comparison.
    modifier.use_limit_surface = False
    bpy.ops.object.modifier_apply(modifier=modifier.name)
    bpy.ops.wm.obj_export(filepath=args[3], export_materials=False, export_uv=False, export_normals=False)
else:
    sys.exit("usage: python3 blender_obj.py make DIR | subdivide FILE LEVELS OUT | check FILE")
