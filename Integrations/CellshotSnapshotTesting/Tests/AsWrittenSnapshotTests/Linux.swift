// This target's tests are AsWritten/'s files, as an iOS team wrote them, prepared for Linux by the CellshotSources
// plugin (cellshot-sources.json): nothing of its own but this note.
