// Intel's ISA-L (Debian's libisal-dev): igzip's stateless deflate for PNGBandEncoder's ISA-L back end,
// and its vectorised Adler-32.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <isa-l/igzip_lib.h>

// isal_zstream holds 80 KB of history buffers in fixed-size arrays, which Swift would import as
// tuples of tens of thousands of elements; these functions keep the struct on the C side.

/// A stream for cellshot_isal_deflate_band, zeroed; free() it.
static inline void *cellshot_isal_stream_create(void) {
    return calloc(1, sizeof(struct isal_zstream));
}

/// The level buffer cellshot gives ISA-L's stateless deflate at `level` (0…3): what the level needs
/// plus room for 4,096 match tokens. ISA-L ends a block (and builds new Huffman tables) when the token
/// room is full, so this sets the block size: measured on cellshot's lists, blocks of 4,096 tokens made
/// files 2 % smaller than ISA-L's default of 65,536 (tables that follow the colours of each stretch of
/// rows), at the same speed. A constant, so the bytes never depend on anything else.
static inline uint32_t cellshot_isal_level_buffer_size(uint32_t level) {
    enum { tokens = 4 * 1024 * 4 };  // 4,096 tokens of 4 bytes (ISAL_DEF_LVLn_TOKEN_SIZE)
    switch (level) {
    case 1: return ISAL_DEF_LVL1_REQ + tokens;
    case 2: return ISAL_DEF_LVL2_REQ + tokens;
    case 3: return ISAL_DEF_LVL3_REQ + tokens;
    default: return 0;
    }
}

/// The most bytes a band of `length` bytes can deflate to: stored blocks (5 bytes of header per
/// 64 KiB) with room for a block header and the final flush.
static inline uint64_t cellshot_isal_deflate_bound(uint64_t length) {
    return length + (length / 65535 + 2) * 5 + ISAL_DEF_MAX_HDR_SIZE + 64;
}

/// Deflates `length` bytes at `input` as raw deflate in one call (isal_deflate_stateless): the last
/// band finishes the stream, the others end byte-aligned (FULL_FLUSH) so that the next band's
/// blocks can follow them. No history is kept between calls.
/// Returns ISA-L's status (COMP_OK is 0) and the bytes written in `*produced`.
static inline int cellshot_isal_deflate_band(void *stream_memory, uint32_t level, uint8_t *level_buffer,
                                             uint32_t level_buffer_size, const uint8_t *input, uint32_t length,
                                             uint8_t *output, uint32_t capacity, int last, uint32_t *produced) {
    struct isal_zstream *stream = (struct isal_zstream *)stream_memory;
    isal_deflate_stateless_init(stream);
    stream->next_in = (uint8_t *)input;
    stream->avail_in = length;
    stream->next_out = output;
    stream->avail_out = capacity;
    stream->level = level;
    stream->level_buf = level > 0 ? level_buffer : NULL;
    stream->level_buf_size = level > 0 ? level_buffer_size : 0;
    stream->gzip_flag = IGZIP_DEFLATE;
    stream->hist_bits = 0;  // ISA-L's default: a 32 KiB window, what the zlib header says
    stream->end_of_stream = last ? 1 : 0;
    stream->flush = last ? NO_FLUSH : FULL_FLUSH;
    int status = isal_deflate_stateless(stream);
    *produced = stream->total_out;
    if (status == COMP_OK && stream->avail_in != 0) return STATELESS_OVERFLOW;
    return status;
}
