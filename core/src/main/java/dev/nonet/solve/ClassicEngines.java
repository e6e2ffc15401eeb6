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
        Constructor<?> vector = Choice.VECTOR;
        if (vector == null) {
            return new SearchEngine();
        }
        try {
            return new SearchEngine((SlotSearch) vector.newInstance());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the vector search loaded but cannot be made", e);
        }
    }

    /** "vector" or "scalar": the search the classic engines of this JVM run on. */
    static String chosen() {
        return Choice.VECTOR == null ? "scalar" : "vector";
    }

    /** Why the vector search is not in use, when it was asked for or could be; null when it is. */
    static String whyNotVector() {
        return Choice.whyNot;
    }

    /** The choice, made once when first asked. */
    private static final class Choice {
        private static String whyNot;
        /** The vector search's constructor, or null for the scalar search. */
        private static final Constructor<?> VECTOR = choose(System.getProperty(PROPERTY, "auto").toLowerCase(Locale.ROOT));

        private static Constructor<?> choose(String wanted) {
            switch (wanted) {
                case "scalar":
                case "auto":
                    whyNot = "the scalar search is " + (wanted.equals("auto") ? "the default" : "asked for");
                    return null;
                case "vector":
                    Constructor<?> vector = vectorSearch();
                    if (vector == null) {
                        throw new IllegalStateException(PROPERTY + "=vector, but the vector search cannot run here: " + whyNot);
                    }
                    return vector;
                default:
                    throw new IllegalArgumentException(PROPERTY + " must be scalar, vector or auto, not '" + wanted + "'");
            }
        }

        /** The vector search's constructor once one has been made here; else null, with {@link #whyNot}. */
        private static Constructor<?> vectorSearch() {
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
