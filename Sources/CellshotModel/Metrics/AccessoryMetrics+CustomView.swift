extension AccessoryMetrics {
    /// The width `reservedLayoutWidth: .standard` keeps for a custom accessory at the Large content size:
    /// part of THE table of list figures.
    ///
    /// Source [I]: UIKit does not publish `UICellAccessoryStandardDimension`'s value; its documentation says
    /// the reserved width exists to line content up whatever the accessory. The box of the editing and
    /// selection circles (``controlCircleSize``) is taken, so a leading custom image lines its row's text up
    /// with rows that show `delete`, `insert` or `multiselect`. It grows with Dynamic Type as the circles do.
    package var standardReservedWidth: Double { controlCircleSize.width }
}
