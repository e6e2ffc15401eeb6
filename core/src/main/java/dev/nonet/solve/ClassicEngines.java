package dev.nonet.solve;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.Locale;
import java.util.Optional;

/**
 * Which search the classic 9x9 engines run on: the scalar {@link BandSearch}, or the vector band search
 * where the JDK's incubating Vector API is present. As Lucene does it, the vector code is compiled
 * apart (core/src/vector) against {@code jdk.incubator.vector}, and only reached here by name: a JVM
 * started without {@code --add-modules jdk.incubator.vector} never loads it and runs the scalar search
 * as before.
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
    private static final String VECTOR_SEARCH = "dev.nonet.solve.VectorBandSearch";

    private ClassicEngines() {
    }

    /** A new classic engine on the chosen search. */
    static Engine create() {
        Constructor<?> vector = Choice.vector();
        return vector == null ? new SearchEngine() : on(vector);
    }

    /**
     * A classic engine on the vector search, whatever {@value #PROPERTY} says (for tests and
     * side-by-side benchmarks).
     *
     * @throws IllegalStateException when the vector search cannot run here, saying why
     */
    static Engine vector() {
        Constructor<?> vector = Choice.vectorSearch();
        if (vector == null) {
            throw new IllegalStateException("the vector search cannot run here: " + Choice.whyNot);
        }
        return on(vector);
    }

    private static Engine on(Constructor<?> vector) {
        try {
            return new SearchEngine((SlotSearch) vector.newInstance());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the vector search loaded but cannot be made", e);
        }
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
         * The vector search's constructor, null for the scalar search, or why the choice cannot be
         * followed: kept so that every engine asked for after a wrong choice fails the same way.
         */
        private static final Object CHOSEN = choose(System.getProperty(PROPERTY, "auto").toLowerCase(Locale.ROOT));

        /** The vector search's constructor, or null for the scalar search. */
        static Constructor<?> vector() {
            if (CHOSEN instanceof String why) {
                throw new IllegalStateException(why);
            }
            return (Constructor<?>) CHOSEN;
        }

        private static Object choose(String wanted) {
            switch (wanted) {
                case "scalar":
                case "auto":
                    return null;
                case "vector":
                    Constructor<?> vector = vectorSearch();
                    return vector != null ? vector : PROPERTY + "=vector, but the vector search cannot run here: " + whyNot;
                default:
                    return PROPERTY + " must be scalar, vector or auto, not '" + wanted + "'";
            }
        }

        /** The vector search's constructor, once one has been made with it here; else null, with {@link #whyNot}. */
        static Constructor<?> vectorSearch() {
            Optional<Module> module = ModuleLayer.boot().findModule(VECTOR_MODULE);
            if (module.isEmpty()) {
                whyNot = "the JVM was started without --add-modules " + VECTOR_MODULE;
                return null;
            }
            try {
                // On the module path the core, a named module, does not read the Vector API's module
                // unless told; on the class path this changes nothing.
                ClassicEngines.class.getModule().addReads(module.get());
                Constructor<?> constructor = Class.forName(VECTOR_SEARCH).getDeclaredConstructor();
                constructor.newInstance();
                return constructor;
            } catch (InvocationTargetException e) {
                whyNot = e.getCause().getMessage();
            } catch (ReflectiveOperationException | LinkageError e) {
                whyNot = "the vector search did not load: " + e;
            }
            return null;
        }
    }
}
