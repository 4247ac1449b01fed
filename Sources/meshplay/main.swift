import MeshEngine
print("meshplay")
