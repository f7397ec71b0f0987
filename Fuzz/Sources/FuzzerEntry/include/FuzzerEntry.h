// Nothing to import: this target only links the entry points in FuzzerEntry.c into each fuzz target.
