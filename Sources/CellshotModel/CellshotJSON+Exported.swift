// A document is JSON: whoever imports the model reads and writes its values (`JSONValue`, `JSONPath`) and
// quotes them in messages (`JSONText`, `TerminalText`) without a second import.
@_exported import CellshotJSON
