#ifndef STRINGSGUARD_CLIBXML2_H
#define STRINGSGUARD_CLIBXML2_H

// libxml2 may be built with ICU; its headers then declare UErrorCode, which clashes with
// the ICU that Foundation brings on Linux. Reading the version header first lets us drop it.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

/// The libxml2 functions SafeXML calls. On Linux libxml2 (with the system's ICU, zlib and liblzma it links) is
/// opened the first time XML is read, not at every start of the tool: a build phase that reads no XML
/// would otherwise map and relocate five libraries for nothing. On Apple platforms it is linked as usual.
typedef struct StringsGuardLibXML2 {
    __typeof__(xmlNewParserCtxt) *_Nonnull newParserCtxt;
    __typeof__(xmlFreeParserCtxt) *_Nonnull freeParserCtxt;
    __typeof__(xmlFreeDoc) *_Nonnull freeDoc;
    __typeof__(xmlCtxtReadMemory) *_Nonnull ctxtReadMemory;
    __typeof__(xmlCtxtReadIO) *_Nonnull ctxtReadIO;
    __typeof__(xmlStopParser) *_Nonnull stopParser;
    __typeof__(xmlFreeEnumeration) *_Nonnull freeEnumeration;
} StringsGuardLibXML2;

/// libxml2's functions, loaded and initialised (xmlInitParser) once on the first call, from any thread;
/// NULL when libxml2 cannot be loaded, with the reason in `stringsguard_libxml2_failure`.
const StringsGuardLibXML2 *_Nullable stringsguard_libxml2(void);

/// Why libxml2 could not be loaded (the loader's message), or NULL when it was.
const char *_Nullable stringsguard_libxml2_failure(void);

#endif
