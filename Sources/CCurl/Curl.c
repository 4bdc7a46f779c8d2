// The one C file that calls libcurl. curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call, and
// a multi handle may only be touched by one thread: so this file keeps one network thread that runs every transfer of
// the process on one multi handle (connections reused per host, at most two at once per host), and gives Swift plain
// functions to start, cancel and read a transfer.
#include "CCurl.h"

#include <curl/curl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

struct ln_curl_transfer {
    CURL *easy;
    struct curl_slist *headers;
    ln_curl_done done;
    void *context;
    char *body;
    size_t body_size, body_capacity, max_body;
    char *head;
    size_t head_size, head_capacity;
    atomic_size_t received;
    atomic_int cancelled;
    int too_large;
    char error[CURL_ERROR_SIZE];
    struct ln_curl_transfer *next;
};

/// Largest header block kept (libcurl itself refuses a single header line past 100 KB).
static const size_t max_head = 256 * 1024;

static pthread_once_t start_once = PTHREAD_ONCE_INIT;
static int started = 0;
static CURLM *multi;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
/// Submitted, not yet added to the multi handle (guarded by `lock`).
static ln_curl_transfer *pending;
/// Running on the multi handle (the network thread's alone).
static ln_curl_transfer *active;

static int append(char **buffer, size_t *size, size_t *capacity, const char *data, size_t length) {
    if (*size + length + 1 > *capacity) {
        size_t wanted = *capacity ? *capacity : 16384;
        while (wanted < *size + length + 1) wanted *= 2;
        char *grown = realloc(*buffer, wanted);
        if (!grown) return -1;
        *buffer = grown;
        *capacity = wanted;
    }
    memcpy(*buffer + *size, data, length);
    *size += length;
    (*buffer)[*size] = 0;
    return 0;
}

/// The body as it arrives, already decompressed: a compressed answer that inflates past the cap is refused here, after
/// at most `max_body` bytes of it were kept.
static size_t on_body(char *data, size_t one, size_t count, void *user) {
    ln_curl_transfer *transfer = user;
    size_t length = one * count;
    atomic_fetch_add(&transfer->received, length);
    if (transfer->body_size + length > transfer->max_body) {
        transfer->too_large = 1;
        return 0;
    }
    return append(&transfer->body, &transfer->body_size, &transfer->body_capacity, data, length) ? 0 : length;
}

/// Header lines; each status line (a redirect's answer, then the next) starts the block again, so the final answer's remain.
static size_t on_header(char *data, size_t one, size_t count, void *user) {
    ln_curl_transfer *transfer = user;
    size_t length = one * count;
    atomic_fetch_add(&transfer->received, length);
    if (length >= 5 && memcmp(data, "HTTP/", 5) == 0) transfer->head_size = 0;
    if (transfer->head_size + length > max_head) return 0;
    return append(&transfer->head, &transfer->head_size, &transfer->head_capacity, data, length) ? 0 : length;
}

static int on_progress(void *user, curl_off_t a, curl_off_t b, curl_off_t c, curl_off_t d) {
    (void)a, (void)b, (void)c, (void)d;
    return atomic_load(&((ln_curl_transfer *)user)->cancelled) ? 1 : 0;
}

static void finish(ln_curl_transfer *transfer, int result) {
    transfer->done(transfer->context, transfer, result);
    curl_easy_cleanup(transfer->easy);
    curl_slist_free_all(transfer->headers);
    free(transfer->body);
    free(transfer->head);
    free(transfer);
}

static void *network_thread(void *unused) {
    (void)unused;
    for (;;) {
        pthread_mutex_lock(&lock);
        ln_curl_transfer *arrived = pending;
        pending = NULL;
        pthread_mutex_unlock(&lock);
        while (arrived) {
            ln_curl_transfer *next = arrived->next;
            if (curl_multi_add_handle(multi, arrived->easy) != CURLM_OK) {
                finish(arrived, CURLE_FAILED_INIT);
            } else {
                arrived->next = active;
                active = arrived;
            }
            arrived = next;
        }
        // Cancelled ones end now, not at their next progress call.
        for (ln_curl_transfer **link = &active; *link;) {
            ln_curl_transfer *transfer = *link;
            if (atomic_load(&transfer->cancelled)) {
                *link = transfer->next;
                curl_multi_remove_handle(multi, transfer->easy);
                finish(transfer, CURLE_ABORTED_BY_CALLBACK);
            } else {
                link = &transfer->next;
            }
        }
        int running = 0;
        curl_multi_perform(multi, &running);
        CURLMsg *message;
        int left;
        while ((message = curl_multi_info_read(multi, &left))) {
            if (message->msg != CURLMSG_DONE) continue;
            CURL *easy = message->easy_handle;
            int result = message->data.result;
            for (ln_curl_transfer **link = &active; *link; link = &(*link)->next) {
                if ((*link)->easy != easy) continue;
                ln_curl_transfer *transfer = *link;
                *link = transfer->next;
                curl_multi_remove_handle(multi, easy);
                finish(transfer, result);
                break;
            }
        }
        curl_multi_poll(multi, NULL, 0, 1000, NULL);
    }
    return NULL;
}

static void start(void) {
    if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return;
    multi = curl_multi_init();
    if (!multi) return;
    // Politeness: never more than two connections to one host, whatever the callers ask.
    curl_multi_setopt(multi, CURLMOPT_MAX_HOST_CONNECTIONS, 2L);
    curl_multi_setopt(multi, CURLMOPT_MAXCONNECTS, 16L);
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    if (pthread_create(&thread, &attributes, network_thread, NULL) == 0) started = 1;
    pthread_attr_destroy(&attributes);
}

ln_curl_transfer *ln_curl_transfer_new(const char *url, const char *const *headers, int header_count, long max_redirects,
                                       size_t max_body, long wall_timeout_ms, ln_curl_done done, void *context) {
    pthread_once(&start_once, start);
    if (!started) return NULL;
    ln_curl_transfer *transfer = calloc(1, sizeof *transfer);
    if (!transfer) return NULL;
    transfer->easy = curl_easy_init();
    if (!transfer->easy) {
        free(transfer);
        return NULL;
    }
    transfer->done = done;
    transfer->context = context;
    transfer->max_body = max_body;
    for (int i = 0; i < header_count; i++) transfer->headers = curl_slist_append(transfer->headers, headers[i]);
    CURL *easy = transfer->easy;
    curl_easy_setopt(easy, CURLOPT_URL, url);
    curl_easy_setopt(easy, CURLOPT_HTTPGET, 1L);
    curl_easy_setopt(easy, CURLOPT_HTTPHEADER, transfer->headers);
    curl_easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(easy, CURLOPT_MAXREDIRS, max_redirects);
    // Every encoding this libcurl decodes (gzip, deflate, brotli, zstd); the body callback caps what it inflates to.
    curl_easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "");
    // A Content-Length past the cap is refused before any of the body is read.
    curl_easy_setopt(easy, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)max_body);
    curl_easy_setopt(easy, CURLOPT_TIMEOUT_MS, wall_timeout_ms);
    curl_easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, wall_timeout_ms < 10000 ? wall_timeout_ms : 10000L);
    curl_easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, on_body);
    curl_easy_setopt(easy, CURLOPT_WRITEDATA, transfer);
    curl_easy_setopt(easy, CURLOPT_HEADERFUNCTION, on_header);
    curl_easy_setopt(easy, CURLOPT_HEADERDATA, transfer);
    curl_easy_setopt(easy, CURLOPT_XFERINFOFUNCTION, on_progress);
    curl_easy_setopt(easy, CURLOPT_XFERINFODATA, transfer);
    curl_easy_setopt(easy, CURLOPT_NOPROGRESS, 0L);
    curl_easy_setopt(easy, CURLOPT_ERRORBUFFER, transfer->error);
    curl_easy_setopt(easy, CURLOPT_PRIVATE, transfer);
    return transfer;
}

void ln_curl_submit(ln_curl_transfer *transfer) {
    pthread_mutex_lock(&lock);
    transfer->next = pending;
    pending = transfer;
    pthread_mutex_unlock(&lock);
    curl_multi_wakeup(multi);
}

void ln_curl_cancel(ln_curl_transfer *transfer) {
    atomic_store(&transfer->cancelled, 1);
    curl_multi_wakeup(multi);
}

size_t ln_curl_received(ln_curl_transfer *transfer) {
    return atomic_load(&transfer->received);
}

long ln_curl_status(ln_curl_transfer *transfer) {
    long status = 0;
    curl_easy_getinfo(transfer->easy, CURLINFO_RESPONSE_CODE, &status);
    return status;
}

const char *ln_curl_effective_url(ln_curl_transfer *transfer) {
    char *url = NULL;
    curl_easy_getinfo(transfer->easy, CURLINFO_EFFECTIVE_URL, &url);
    return url;
}

const char *ln_curl_redirect_url(ln_curl_transfer *transfer) {
    char *url = NULL;
    curl_easy_getinfo(transfer->easy, CURLINFO_REDIRECT_URL, &url);
    return url;
}

const char *ln_curl_headers(ln_curl_transfer *transfer, size_t *size) {
    *size = transfer->head_size;
    return transfer->head ? transfer->head : "";
}

const void *ln_curl_body(ln_curl_transfer *transfer, size_t *size) {
    *size = transfer->body_size;
    return transfer->body ? transfer->body : "";
}

int ln_curl_too_large(ln_curl_transfer *transfer) {
    return transfer->too_large;
}

const char *ln_curl_error(ln_curl_transfer *transfer, int result) {
    return transfer->error[0] ? transfer->error : curl_easy_strerror((CURLcode)result);
}
