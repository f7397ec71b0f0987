import ArgumentParser
import ConstraintSystem

// `cellshot solve`'s option values, read by the argument parser: the library's own names and spellings.
extension OutputFormat: ExpressibleByArgument {}
extension ExplanationMode: ExpressibleByArgument {}
