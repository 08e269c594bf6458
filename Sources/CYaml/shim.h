#ifndef VIEWSPEC_CYAML_SHIM_H
#define VIEWSPEC_CYAML_SHIM_H
#include <yaml.h>
#endif
