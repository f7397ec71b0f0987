import Foundation

#if !canImport(Darwin)
// The time constants of Darwin's <dispatch/time.h>, which an iOS file sees through UIKit (`usleep(USEC_PER_SEC / 3)`,
// `DispatchTime.now() + Double(NSEC_PER_SEC)`) and Linux's Dispatch does not import. Their values are Darwin's.

/// Nanoseconds in a second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
#endif
