print("stringsguard")
