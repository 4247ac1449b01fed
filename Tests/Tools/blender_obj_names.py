"""Imports OBJ files with Blender's own reader (the bpy module) and prints what it made.

Usage: python3 blender_obj_names.py FILE.obj...

Prints one JSON array: [object name, vertex count] per mesh object, in the order the files
were given (each file imported into an empty scene, one after the other). OBJTests in
Tests/MeshScriptTests/BlenderOBJTests.swift runs it on meshplay's exports.
"""
import json
import sys

import bpy


def main(paths):
    bpy.ops.wm.read_factory_settings(use_empty=True)
    found = []
    for path in paths:
        before = set(bpy.data.objects.keys())
        result = bpy.ops.wm.obj_import(filepath=path)
        if "FINISHED" not in result:
            sys.exit(f"Blender could not import {path}: {result}")
        for obj in bpy.data.objects:
            if obj.name not in before and obj.type == "MESH":
                found.append([obj.name, len(obj.data.vertices)])
    print(json.dumps(found, ensure_ascii=True))


if __name__ == "__main__":
    main(sys.argv[1:])
