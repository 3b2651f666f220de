"""Validates a JSON document against a JSON schema with the jsonschema package; prints each violation."""
import json
import sys

import jsonschema


def main():
    schema_path, document_path = sys.argv[1], sys.argv[2]
    each = "--each" in sys.argv[3:]
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    with open(document_path, encoding="utf-8") as handle:
        document = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    if each:
        if not isinstance(document, list):
            print("the document is not an array")
            return 1
        documents = document
    else:
        documents = [document]
    errors = [error for item in documents for error in validator.iter_errors(item)]
    for error in errors:
        print("/".join(str(part) for part in error.absolute_path) + ": " + error.message)
    print(f"{len(documents)} document(s), {len(errors)} violation(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
