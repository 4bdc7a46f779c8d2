// Debian's libcurl (libcurl4-openssl-dev), found through pkg-config; CCurl's C file calls it and gives Swift plain C
// functions (curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call).
#include <curl/curl.h>
