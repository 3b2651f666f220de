#ifndef STRINGSGUARD_CLIBXML2_SHIM_H
#define STRINGSGUARD_CLIBXML2_SHIM_H

// libxml2 may be built with ICU; its headers then declare UErrorCode, which clashes with
// the ICU that Foundation brings on Linux. Reading the version header first lets us drop it.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlwriter.h>

// xmlFree is a global function pointer, which Swift 6 refuses to call as shared mutable state.
static inline void stringsguard_xmlFree(void *pointer) { xmlFree(pointer); }

#endif
