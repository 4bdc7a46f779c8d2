#ifndef CCURL_H
#define CCURL_H
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One HTTP GET, run by libcurl on linernotes' one network thread (a curl multi handle). Bounded by configuration:
/// http and https only (redirects too), at most `max_redirects` redirects, a body (after decompression) of at most
/// `max_body` bytes refused as it arrives, and `wall_timeout_ms` for the whole transfer as a backstop (the caller keeps
/// its own deadline on its own clock and cancels).
typedef struct ln_curl_transfer ln_curl_transfer;

/// How a transfer ended: `result` is libcurl's CURLcode (0: an HTTP answer came, of any status). Called once, on the
/// network thread; read what you need with the functions below before returning: the transfer is freed after it.
typedef void (*ln_curl_done)(void *context, ln_curl_transfer *transfer, int result);

/// A transfer of `url` with `headers` ("Name: value" each). NULL when libcurl cannot be started. Nothing is sent
/// until `ln_curl_submit`.
ln_curl_transfer *ln_curl_transfer_new(const char *url, const char *const *headers, int header_count, long max_redirects,
                                       size_t max_body, long wall_timeout_ms, ln_curl_done done, void *context);

/// Hands the transfer to the network thread. `done` is called exactly once, however it ends.
void ln_curl_submit(ln_curl_transfer *transfer);

/// Asks the network thread to stop the transfer: `done` comes soon after with CURLE_ABORTED_BY_CALLBACK, unless it
/// had already ended. Safe to call until `done` has returned.
void ln_curl_cancel(ln_curl_transfer *transfer);

/// Bytes received so far (headers and body, after decompression), readable from any thread until `done` returns.
size_t ln_curl_received(ln_curl_transfer *transfer);

// Read inside `done`:
/// The final answer's HTTP status (after redirects); 0 when none came.
long ln_curl_status(ln_curl_transfer *transfer);
/// The URL that answered, after redirects.
const char *ln_curl_effective_url(ln_curl_transfer *transfer);
/// The redirect that was not followed (to another scheme, or past the limit); NULL when none.
const char *ln_curl_redirect_url(ln_curl_transfer *transfer);
/// The final answer's header lines, as received ("Name: value\r\n" each).
const char *ln_curl_headers(ln_curl_transfer *transfer, size_t *size);
/// The body (decompressed).
const void *ln_curl_body(ln_curl_transfer *transfer, size_t *size);
/// 1 when the body passed `max_body` and was refused.
int ln_curl_too_large(ln_curl_transfer *transfer);
/// libcurl's words for the failure.
const char *ln_curl_error(ln_curl_transfer *transfer, int result);

#ifdef __cplusplus
}
#endif
#endif
