// Debian's libvips (libvips-dev), found through pkg-config; CVips's C file calls it and gives Swift plain C functions
// (libvips's own are variadic, which Swift cannot call).
#include <vips/vips.h>
