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
/// marker has its metadata made by its access function and is kept if it conforms to ``CellshotUIKit/PreviewRegistry``
/// (or ``CellshotUIKit/PreviewCatalog``). Types without the marker are never instantiated. A protocol's conformances
/// (`PreviewProvider`'s) are found the same way in the `swift5_protocol_conformances` records.
package enum PreviewDiscovery {
    /// The text the macro puts in every registry type's name (`UIKitPreviewMacro.nameMarker`).
    static let nameMarker = "__cellshotPreview"

    /// The registry types found, unordered.
    static func registryTypes() -> [any CellshotUIKit.PreviewRegistry.Type] {
        markedTypes().compactMap { $0 as? any CellshotUIKit.PreviewRegistry.Type }
    }

    /// The catalog types found (CellshotSwiftUI's, which lists the `PreviewProvider` types), unordered.
    static func catalogTypes() -> [any CellshotUIKit.PreviewCatalog.Type] {
        markedTypes().compactMap { $0 as? any CellshotUIKit.PreviewCatalog.Type }
    }

    /// The non-generic types whose names carry ``nameMarker``, in every loaded image.
    private static func markedTypes() -> [Any.Type] {
        var types: [Any.Type] = []
        forEachImage { sections in
            let (records, length) = range(2, of: sections)
            for offset in stride(from: 0, to: length - 3, by: 4) {
                // A relative pointer whose two low bits say direct (0) or indirect (1) type descriptor.
                guard let descriptor = indirectable(records + offset, mask: 3),
                      let type = concreteType(describedBy: descriptor, nameContaining: nameMarker) else { continue }
                types.append(type)
            }
        }
        return types
    }

    /// The non-generic structs, enums and classes that conform to the protocol `protocolName` of the module
    /// `module`, in every loaded image, unordered: what a macro cannot register (a `PreviewProvider` is a plain
    /// conformance), found as the runtime finds conformances, from each image's `swift5_protocol_conformances`
    /// records. Generic types, and conformances of types the runtime names by an Objective-C class, are skipped.
    package static func types(conformingTo protocolName: String, inModule module: String) -> [Any.Type] {
        var types: [Any.Type] = []
        forEachImage { sections in
            let (records, length) = range(1, of: sections)
            for offset in stride(from: 0, to: length - 3, by: 4) {
                // Each record is a relative pointer to a conformance descriptor: the protocol (a relative
                // pointer, indirect when its low bit is set), the type reference, the witness table, the flags.
                let conformance = relativeTarget(records + offset)
                guard let protocolDescriptor = indirectable(conformance, mask: 1),
                      isDescriptor(protocolDescriptor, named: protocolName, inModule: module) else { continue }
                let flags = (conformance + 12).load(as: UInt32.self)
                let typeDescriptor: UnsafeRawPointer?
                switch (flags >> 3) & 7 {
                case 0: typeDescriptor = relativeTarget(conformance + 4)
                case 1: typeDescriptor = relativeTarget(conformance + 4).load(as: UnsafeRawPointer?.self)
                default: typeDescriptor = nil
                }
                if let typeDescriptor, let type = concreteType(describedBy: typeDescriptor, nameContaining: nil) {
                    types.append(type)
                }
            }
        }
        return types
    }

    /// Calls `body` with every loaded image's `MetadataSections`: `version`, `baseAddress`, two unused words,
    /// then `(start, length)` ranges — `swift5_protocols`, `swift5_protocol_conformances`, `swift5_type_metadata`…
    private static func forEachImage(_ body: (UnsafeRawPointer) -> Void) {
        #if os(Linux)
        typealias SectionVisitor = @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool
        typealias EnumerateSections = @convention(c) (SectionVisitor, UnsafeMutableRawPointer?) -> Bool
        // The runtime exports it (SWIFT_RUNTIME_STDLIB_SPI) but no module Swift code imports declares it.
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_enumerateAllMetadataSections") else { return }
        let enumerate = unsafeBitCast(symbol, to: EnumerateSections.self)
        let found = Found()
        _ = withExtendedLifetime(found) {
            enumerate({ sections, context in
                guard let context else { return false }
                Unmanaged<Found>.fromOpaque(context).takeUnretainedValue().images.append(sections)
                return true
            }, Unmanaged.passUnretained(found).toOpaque())
        }
        for image in found.images { body(image) }
        #endif
    }

    /// What the enumeration's C callback collects into.
    private final class Found {
        var images: [UnsafeRawPointer] = []
    }

    /// The start and length in bytes of an image's `index`th section range (1: protocol conformances, 2: type
    /// metadata records).
    private static func range(_ index: Int, of sections: UnsafeRawPointer) -> (UnsafeRawPointer, Int) {
        let wordSize = MemoryLayout<UInt>.size
        let range = sections + wordSize * (4 + 2 * index)
        let start = range.load(as: UInt.self)
        let length = Int(range.load(fromByteOffset: wordSize, as: UInt.self))
        guard let records = UnsafeRawPointer(bitPattern: start) else { return (sections, 0) }
        return (records, length)
    }

    /// Where a relative pointer whose low bits (`mask`) say direct (0) or indirect (1) points, read through
    /// the indirection; `nil` for other kinds or a null target.
    private static func indirectable(_ pointer: UnsafeRawPointer, mask: Int32) -> UnsafeRawPointer? {
        let value = pointer.load(as: Int32.self)
        let target = pointer + Int(value & ~mask)
        switch value & mask {
        case 0: return target
        case 1: return target.load(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    /// Whether a context descriptor is named `name` and its parent is the module `module`.
    private static func isDescriptor(_ descriptor: UnsafeRawPointer, named name: String, inModule module: String) -> Bool {
        // A context descriptor: flags, parent (relative, indirectable), name (relative); a module's kind is 0.
        guard strcmp(relativeTarget(descriptor + 8).assumingMemoryBound(to: CChar.self), name) == 0,
              let parent = indirectable(descriptor + 4, mask: 1),
              parent.load(as: UInt32.self) & 0x1F == 0 else { return false }
        return strcmp(relativeTarget(parent + 8).assumingMemoryBound(to: CChar.self), module) == 0
    }

    /// The type a type context descriptor describes, if it is a non-generic class, struct or enum (and its name
    /// contains `marker`, when given): its metadata made by its access function.
    private static func concreteType(describedBy descriptor: UnsafeRawPointer, nameContaining marker: String?) -> Any.Type? {
        // Context descriptor flags: the kind in the low 5 bits (16: class, 17: struct, 18: enum), bit 7: generic.
        let flags = descriptor.load(as: UInt32.self)
        guard (16...18).contains(flags & 0x1F), flags & 0x80 == 0 else { return nil }
        // A type context descriptor: flags, parent, name, access function (relative pointers, 4 bytes each).
        if let marker {
            let name = relativeTarget(descriptor + 8).assumingMemoryBound(to: CChar.self)
            guard strstr(name, marker) != nil else { return nil }
        }
        // The access function: `MetadataResponse(MetadataRequest)`, Swift's calling convention; request 0 asks
        // for complete metadata and waits for it.
        typealias AccessFunction = @convention(thin) (Int) -> (metadata: UnsafeRawPointer?, state: Int)
        let access = unsafeBitCast(relativeTarget(descriptor + 12), to: AccessFunction.self)
        guard let metadata = access(0).metadata else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// Where a 32-bit relative pointer at `pointer` points.
    private static func relativeTarget(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer {
        pointer + Int(pointer.load(as: Int32.self))
    }
}
