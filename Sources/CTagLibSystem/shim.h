// Debian's TagLib (libtag1-dev), found through pkg-config; CTagLib's C++ reads it and gives Swift a C function.
#include <taglib/taglib.h>
