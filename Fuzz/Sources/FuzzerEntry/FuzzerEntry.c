// Why this file exists: SwiftPM links every Swift executable target on Linux with
// `--defsym main=<module>_main` (so that tests can link executables), and a fuzz target built with
// `-parse-as-library` has no such function, so the link fails ("undefined symbol 'fuzz_document_main'";
// swiftlang/swift#75800). Here each `<module>_main` hands the process to libFuzzer's driver, as
// libFuzzer's own `main` would. Were SwiftPM ever to stop renaming `main`, these functions would go
// unused and libFuzzer's `main` would be linked instead: either way the target runs libFuzzer.
//
// One entry point per fuzz target; each executable links all of them (they only reference
// LLVMFuzzerTestOneInput, which each target defines). Add one when adding a target.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

static int run(int argc, char **argv) { return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput); }

int fuzz_document_main(int argc, char **argv) { return run(argc, argv); }
int fuzz_constraints_main(int argc, char **argv) { return run(argc, argv); }
int fuzz_png_main(int argc, char **argv) { return run(argc, argv); }
int fuzz_render_main(int argc, char **argv) { return run(argc, argv); }
int fuzz_layout_main(int argc, char **argv) { return run(argc, argv); }
int fuzz_vfl_main(int argc, char **argv) { return run(argc, argv); }
int fuzz_solve_main(int argc, char **argv) { return run(argc, argv); }
int fuzz_constraint_text_main(int argc, char **argv) { return run(argc, argv); }
int fuzz_solve_reader_main(int argc, char **argv) { return run(argc, argv); }
