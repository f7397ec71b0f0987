#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CellshotUIKit {
    /// Every preview registered in the process (each `#Preview` of every module loaded), ordered by file, line
    /// and column, found at run time as Swift Testing finds its tests on Linux: no list to keep.
    ///
    /// ```swift
    /// for registry in CellshotUIKit.previewRegistries() where registry.fileID.hasPrefix("SettingsCells/") {
    ///     print(registry.fileID, registry.line)
    /// }
    /// ```
    /// Linux only: elsewhere the result is empty (iOS code there has Xcode's previews).
    public static func previewRegistries() -> [any PreviewRegistry.Type] {
        PreviewDiscovery.registryTypes().sorted {
            ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column)
        }
    }
}

/// Finds the types `#Preview` declares by walking the Swift runtime's type metadata records (the
/// `swift5_type_metadata` section of every loaded image), as Swift Testing's legacy discovery does on ELF:
/// `swift_enumerateAllMetadataSections` hands each image's `MetadataSections` (SwiftShims' MetadataSections.h),
/// each record is a relative pointer to a type's context descriptor, and a type whose name carries the macro's
/// marker has its metadata made by its access function and is kept if it conforms to ``CellshotUIKit/PreviewRegistry``.
/// Types without the marker are never instantiated.
enum PreviewDiscovery {
    /// The text the macro puts in every registry type's name (`UIKitPreviewMacro.nameMarker`).
    static let nameMarker = "__cellshotPreview"

    /// The registry types found, unordered.
    static func registryTypes() -> [any CellshotUIKit.PreviewRegistry.Type] {
        #if os(Linux)
        typealias SectionVisitor = @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool
        typealias EnumerateSections = @convention(c) (SectionVisitor, UnsafeMutableRawPointer?) -> Bool
        // The runtime exports it (SWIFT_RUNTIME_STDLIB_SPI) but no module Swift code imports declares it.
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_enumerateAllMetadataSections") else { return [] }
        let enumerate = unsafeBitCast(symbol, to: EnumerateSections.self)
        let found = Found()
        _ = withExtendedLifetime(found) {
            enumerate({ sections, context in
                guard let context else { return false }
                let found = Unmanaged<Found>.fromOpaque(context).takeUnretainedValue()
                found.types += PreviewDiscovery.registryTypes(inTypeMetadataOf: sections)
                return true
            }, Unmanaged.passUnretained(found).toOpaque())
        }
        return found.types
        #else
        return []
        #endif
    }

    /// What the enumeration's C callback collects into.
    private final class Found {
        var types: [any CellshotUIKit.PreviewRegistry.Type] = []
    }

    /// The registry types among one image's type metadata records.
    /// - Parameter sections: the image's `MetadataSections`: `version`, `baseAddress`, two unused words, then
    ///   `(start, length)` ranges — `swift5_protocols`, `swift5_protocol_conformances`, `swift5_type_metadata`…
    private static func registryTypes(inTypeMetadataOf sections: UnsafeRawPointer) -> [any CellshotUIKit.PreviewRegistry.Type] {
        let wordSize = MemoryLayout<UInt>.size
        let typeMetadataRange = sections + wordSize * (4 + 2 * 2)
        let start = typeMetadataRange.load(as: UInt.self)
        let length = Int(typeMetadataRange.load(fromByteOffset: wordSize, as: UInt.self))
        guard let records = UnsafeRawPointer(bitPattern: start) else { return [] }
        var types: [any CellshotUIKit.PreviewRegistry.Type] = []
        for offset in stride(from: 0, to: length - 3, by: 4) {
            if let type = registryType(atRecord: records + offset) { types.append(type) }
        }
        return types
    }

    /// The registry type a type metadata record names, if it is one.
    private static func registryType(atRecord record: UnsafeRawPointer) -> (any CellshotUIKit.PreviewRegistry.Type)? {
        // A relative pointer whose two low bits say direct (0) or indirect (1) type descriptor.
        let value = record.load(as: Int32.self)
        let target = record + Int(value & ~3)
        let descriptor: UnsafeRawPointer
        switch value & 3 {
        case 0: descriptor = target
        case 1:
            guard let indirect = target.load(as: UnsafeRawPointer?.self) else { return nil }
            descriptor = indirect
        default: return nil
        }
        // Context descriptor flags: the kind in the low 5 bits (17: struct), bit 7: generic.
        let flags = descriptor.load(as: UInt32.self)
        guard flags & 0x1F == 17, flags & 0x80 == 0 else { return nil }
        // A type context descriptor: flags, parent, name, access function (relative pointers, 4 bytes each).
        let name = relativeTarget(descriptor + 8).assumingMemoryBound(to: CChar.self)
        guard strstr(name, nameMarker) != nil else { return nil }
        // The access function: `MetadataResponse(MetadataRequest)`, Swift's calling convention; request 0 asks
        // for complete metadata and waits for it.
        typealias AccessFunction = @convention(thin) (Int) -> (metadata: UnsafeRawPointer?, state: Int)
        let access = unsafeBitCast(relativeTarget(descriptor + 12), to: AccessFunction.self)
        guard let metadata = access(0).metadata else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self) as? any CellshotUIKit.PreviewRegistry.Type
    }

    /// Where a 32-bit relative pointer at `pointer` points.
    private static func relativeTarget(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer {
        pointer + Int(pointer.load(as: Int32.self))
    }
}
