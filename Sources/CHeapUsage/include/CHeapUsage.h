#ifndef VIEWSPEC_CHEAP_USAGE_H
#define VIEWSPEC_CHEAP_USAGE_H

#include <stddef.h>

/// Bytes the allocator has handed out and not had back, mapped blocks included; 0 where
/// the C library does not say (it is glibc's mallinfo2).
size_t viewspec_heap_in_use(void);

#endif
