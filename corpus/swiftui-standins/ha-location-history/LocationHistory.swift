// Stand-ins for Home Assistant's location history: the GRDB record of an entry and the bits of GRDB the list
// observes it with (an in-memory table here: `save()` appends, `deleteAll()` empties, an observation started
// `.immediate` delivers the rows at once, newest first), Core Location's values, the app's zone and trigger types,
// its snapshot-preview configurations and the detail screen (reached by navigation: empty).
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

// MARK: Core Location

struct CLLocationCoordinate2D: Sendable {
    var latitude: Double
    var longitude: Double
}

struct CLLocation: Sendable {
    let coordinate: CLLocationCoordinate2D
    init(latitude: Double, longitude: Double) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy, reducedAccuracy
}

// MARK: The app's types

struct AppZone: Sendable {
    let name: String
    static let defaultSettingValue = AppZone(name: "Home")
}

enum LocationUpdateTrigger: String, Sendable {
    case Manual = "Manual"
    case Periodic = "Periodic"
}

enum DatabaseTables {
    enum LocationHistory: String {
        case createdAt
    }
}

struct LocationHistoryEntry: Identifiable, Sendable {
    let id: String
    let createdAt: Date
    let trigger: String?
    let latitude: Double?
    let longitude: Double?
    let zoneName: String?
    let accuracyAuthorization: CLAccuracyAuthorization
    let payload: String

    init(updateType: LocationUpdateTrigger, location: CLLocation?, zone: AppZone?,
         accuracyAuthorization: CLAccuracyAuthorization, payload: String) {
        createdAt = Current.date()
        id = "\(updateType.rawValue)-\(createdAt.timeIntervalSince1970)-\(location?.coordinate.latitude ?? 0)"
        trigger = updateType.rawValue
        latitude = location?.coordinate.latitude
        longitude = location?.coordinate.longitude
        zoneName = zone?.name
        self.accuracyAuthorization = accuracyAuthorization
        self.payload = payload
    }

    static func deleteAll() { HADatabase.shared.locationHistory = [] }
    func save() { HADatabase.shared.locationHistory.append(self) }
}

struct LocationHistoryDetailViewControllerWrapper: View {
    let currentEntry: LocationHistoryEntry
    var body: some View { EmptyView() }
}

// MARK: GRDB (in memory)

final class HADatabase: @unchecked Sendable {
    static let shared = HADatabase()
    var locationHistory: [LocationHistoryEntry] = []
}

typealias Database = HADatabase

extension HAEnvironment {
    func database() -> HADatabase { HADatabase.shared }
}

struct Column {
    let name: String
    init(_ name: String) { self.name = name }
    var desc: Ordering { Ordering(descending: true) }
}

struct Ordering {
    let descending: Bool
}

struct LocationHistoryQuery {
    let ordering: Ordering
    func fetchAll(_ db: Database) throws -> [LocationHistoryEntry] {
        db.locationHistory.sorted { ordering.descending ? $0.createdAt > $1.createdAt : $0.createdAt < $1.createdAt }
    }
}

extension LocationHistoryEntry {
    static func order(_ ordering: Ordering) -> LocationHistoryQuery { LocationHistoryQuery(ordering: ordering) }
}

final class AnyDatabaseCancellable {
    func cancel() {}
}

enum ValueObservationScheduler {
    case immediate
}

struct ValueObservation<Value> {
    let fetch: (Database) throws -> Value

    static func tracking(_ fetch: @escaping (Database) throws -> Value) -> ValueObservation<Value> {
        ValueObservation(fetch: fetch)
    }

    func start(in database: Database, scheduling: ValueObservationScheduler, onError: (Error) -> Void,
               onChange: (Value) -> Void) -> AnyDatabaseCancellable {
        do {
            onChange(try fetch(database))
        } catch {
            onError(error)
        }
        return AnyDatabaseCancellable()
    }
}

// MARK: Snapshot previews (the app's SnapshottablePreviewConfigurations)

@MainActor struct SnapshottablePreviewConfigurations<Item> {
    struct Configuration {
        let item: Item
        let name: String
    }

    let configurations: [Configuration]
    let configure: (Item) -> AnyView

    init<Content: View>(configurations: [Configuration], configure: @escaping (Item) -> Content) {
        self.configurations = configurations
        self.configure = { AnyView(configure($0)) }
    }

    func view(_ item: Item) -> AnyView { configure(item) }

    func previews() -> some View {
        ForEach(configurations.indices, id: \.self) { index in
            configure(configurations[index].item)
        }
    }
}
