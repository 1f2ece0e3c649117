#ifndef DETENT_CCAIRO_SHIM_H
#define DETENT_CCAIRO_SHIM_H
#include <cairo.h>
#endif
