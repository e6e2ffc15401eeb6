package dev.nonet.solve;

import dev.nonet.solve.band.BandSearch;
import dev.nonet.solve.band.SlotSearch;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * Which search the classic 9x9 engines run on: the scalar {@link BandSearch}, or the vector band search
 * where its module and the JDK's incubating Vector API are present. As Lucene does it, the vector code lives
 * apart, in the optional module {@code nonet-vector} (compiled against {@code jdk.incubator.vector}), which
 * provides a {@link SlotSearch} that {@link ServiceLoader} finds on the class or module path: a JVM without
 * that module, or started without {@code --add-modules jdk.incubator.vector}, never loads it and runs the
 * scalar search.
 *
 * <p>The system property {@value #PROPERTY} chooses, read once, at the first classic engine made:
 * {@code scalar}, {@code vector} (an error if the vector search cannot run here) or {@code auto}, the
 * default, which is the scalar search (docs/ENGINE.md, "The vector band search", has the measurements
 * behind that choice).
 */
final class ClassicEngines {

    /** The system property that chooses: scalar, vector or auto. */
    static final String PROPERTY = "nonet.engine";
    private static final String VECTOR_MODULE = "jdk.incubator.vector";

    private ClassicEngines() {
    }

    /** A new classic engine on the chosen search. */
    static Engine create() {
        ServiceLoader.Provider<SlotSearch> vector = Choice.vector();
        return vector == null ? new SearchEngine() : new SearchEngine(vector.get());
    }

    /**
     * A classic engine on the vector search, whatever {@value #PROPERTY} says (for tests and
     * side-by-side benchmarks).
     *
     * @throws IllegalStateException when the vector search cannot run here, saying why
     */
    static SearchEngine vector() {
        ServiceLoader.Provider<SlotSearch> vector = Choice.vectorSearch();
        if (vector == null) {
            throw new IllegalStateException("the vector search cannot run here: " + Choice.whyNot);
        }
        return new SearchEngine(vector.get());
    }

    /** "vector" or "scalar": the search the classic engines of this JVM run on. */
    static String chosen() {
        return Choice.vector() == null ? "scalar" : "vector";
    }

    /** The choice, made once when first asked. */
    private static final class Choice {
        /** Why the last look for the vector search found none. */
        private static String whyNot;
        /**
         * The vector search's provider, null for the scalar search, or why the choice cannot be
         * followed: kept so that every engine asked for after a wrong choice fails the same way.
         */
        private static final Object CHOSEN = choose(System.getProperty(PROPERTY, "auto").toLowerCase(Locale.ROOT));

        /** The vector search's provider, or null for the scalar search. */
        @SuppressWarnings("unchecked")
        static ServiceLoader.Provider<SlotSearch> vector() {
            if (CHOSEN instanceof String why) {
                throw new IllegalStateException(why);
            }
            return (ServiceLoader.Provider<SlotSearch>) CHOSEN;
        }

        private static Object choose(String wanted) {
            switch (wanted) {
                case "scalar":
                case "auto":
                    return null;
                case "vector":
                    ServiceLoader.Provider<SlotSearch> vector = vectorSearch();
                    return vector != null ? vector : PROPERTY + "=vector, but the vector search cannot run here: " + whyNot;
                default:
                    return PROPERTY + " must be scalar, vector or auto, not '" + wanted + "'";
            }
        }

        /** The vector search's provider, once one search has been made with it here; else null, with {@link #whyNot}. */
        static ServiceLoader.Provider<SlotSearch> vectorSearch() {
            if (ModuleLayer.boot().findModule(VECTOR_MODULE).isEmpty()) {
                whyNot = "the JVM was started without --add-modules " + VECTOR_MODULE;
                return null;
            }
            try {
                Optional<ServiceLoader.Provider<SlotSearch>> found =
                        ServiceLoader.load(SlotSearch.class, ClassicEngines.class.getClassLoader()).stream().findFirst();
                if (found.isEmpty()) {
                    whyNot = "its module, nonet-vector, is not on the class or module path";
                    return null;
                }
                found.get().get();
                return found.get();
            } catch (ServiceConfigurationError e) {
                // The provider's constructor says why it cannot run (no 512-bit vectors, say).
                whyNot = e.getCause() != null && e.getCause().getMessage() != null ? e.getCause().getMessage() : e.getMessage();
            } catch (LinkageError e) {
                whyNot = "the vector search did not load: " + e;
            }
            return null;
        }
    }
}
