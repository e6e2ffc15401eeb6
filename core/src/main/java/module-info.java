/**
 * The Nonet engine: the grid model, text formats, validation, search and logical solving, generation. It
 * needs nothing but the JDK.
 *
 * <p>Every package is exported, since each has public types that callers use (see its package documentation
 * for its front door); what a package keeps to itself stays package-private.
 */
module dev.nonet.core {
    exports dev.nonet.canon;
    exports dev.nonet.constraint;
    exports dev.nonet.format;
    exports dev.nonet.generate;
    exports dev.nonet.grid;
    exports dev.nonet.limit;
    exports dev.nonet.logic;
    exports dev.nonet.rating;
    exports dev.nonet.solve;
    exports dev.nonet.validation;
    exports dev.nonet.view;
}
