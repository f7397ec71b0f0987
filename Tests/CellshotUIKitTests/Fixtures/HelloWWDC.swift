// Seed 004 (WWDC20 "Modern cell configuration", "Basics of configuration"): the same row written the iOS 13
// way (textLabel, imageView) and the iOS 14 way (defaultContentConfiguration()). The seed's
// `UIImage(systemName: "star)` typo is fixed. Drawn against assets/examples/hello-wwdc.json.
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

final class HelloWWDCDataSource: NSObject, UITableViewDataSource {
    let usesContentConfiguration: Bool

    init(usesContentConfiguration: Bool) {
        self.usesContentConfiguration = usesContentConfiguration
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if usesContentConfiguration {
            var content = cell.defaultContentConfiguration()
            content.image = UIImage(systemName: "star")
            content.text = "Hello WWDC!"
            cell.contentConfiguration = content
        } else {
            cell.imageView?.image = UIImage(systemName: "star")
            cell.textLabel?.text = "Hello WWDC!"
        }
        return cell
    }
}
