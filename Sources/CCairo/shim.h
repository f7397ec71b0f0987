// The C APIs cellshot draws with (Cairo, Pango, fontconfig; HarfBuzz's OpenType metrics for underlines), plus
// wrappers for the macros Swift cannot import.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <hb-ot.h>

/// PANGO_FC_FONT_MAP is a cast macro: Swift cannot call it.
static inline void cellshot_fontmap_set_config(PangoFontMap *fontMap, FcConfig *config) {
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(fontMap), config);
}
