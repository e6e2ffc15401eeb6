package dev.nonet.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Layout;
import java.io.IOException;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The geometry tables every engine shares cannot be changed by a library user. They are plain
 * arrays, so what keeps them safe is that nobody outside the module can reach them: the package is not
 * exported, and no public type of an exported package hands one out. The tests here run on the class path
 * (core/pom.xml), so the module is read from the compiled module-info.class, and the last test loads the
 * compiled classes as the module {@code dev.nonet.core} in a layer of its own, as a user's module path
 * would, and tries to reach and change a table from outside it.
 */
class GeometryUnreachableTest {

    /** What a library user gets: every package with a front door, and not the engine's tables. */
    private static final Set<String> EXPORTED = Set.of("dev.nonet.canon", "dev.nonet.constraint", "dev.nonet.format",
            "dev.nonet.generate", "dev.nonet.grid", "dev.nonet.hint", "dev.nonet.limit", "dev.nonet.logic", "dev.nonet.rating",
            "dev.nonet.reason",
            "dev.nonet.se", "dev.nonet.solve", "dev.nonet.validation");

    @Test
    void theModuleExportsTheLibrarysPackagesAndNotTheTables() throws Exception {
        ModuleDescriptor core = module();
        Map<String, Set<String>> exports = core.exports().stream()
                .collect(Collectors.toMap(ModuleDescriptor.Exports::source, ModuleDescriptor.Exports::targets));
        assertThat(core.packages()).contains("dev.nonet.geometry");
        assertThat(exports).doesNotContainKey("dev.nonet.geometry");
        assertThat(exports.entrySet().stream().filter(e -> e.getValue().isEmpty()).map(Map.Entry::getKey))
                .as("the packages exported to everyone").containsExactlyInAnyOrderElementsOf(EXPORTED);
        assertThat(exports.get("dev.nonet.view")).as("the front ends' words, theirs alone")
                .containsExactlyInAnyOrder("dev.nonet.cli", "dev.nonet.server");
        assertThat(exports.get("dev.nonet.solve.band")).as("the band search, shared with the vector search's module alone")
                .containsExactly("dev.nonet.vector");
        assertThat(core.opens()).as("nothing opened to reflection").isEmpty();
        assertThat(core.isOpen()).isFalse();
    }

    @Test
    void noPublicTypeOfAnExportedPackageHandsOutATable() throws Exception {
        List<String> leaks = new ArrayList<>();
        for (Class<?> type : exportedTypes()) {
            for (Member member : visibleMembers(type)) {
                for (Type used : signature(member)) {
                    if (used.getTypeName().contains("dev.nonet.geometry.")) {
                        leaks.add(type.getName() + "." + member.getName() + ": " + used.getTypeName());
                    }
                }
            }
        }
        assertThat(leaks).as("public API that reaches the tables").isEmpty();
        assertThat(Arrays.stream(Layout.class.getMethods()).filter(m -> m.getDeclaringClass() == Layout.class))
                .as("Layout answers in immutable values, never in arrays or tables")
                .noneMatch(m -> m.getReturnType().isArray() || m.getReturnType() == Geometry.class)
                .noneMatch(m -> m.getName().equals("geometry"));
    }

    /** The fields, methods and constructors of type that a user outside the module may call or read. */
    private static List<Member> visibleMembers(Class<?> type) {
        List<Member> members = new ArrayList<>();
        members.addAll(Arrays.asList(type.getDeclaredFields()));
        members.addAll(Arrays.asList(type.getDeclaredMethods()));
        members.addAll(Arrays.asList(type.getDeclaredConstructors()));
        members.removeIf(m -> !visible(m.getModifiers()) || m.isSynthetic());
        return members;
    }

    /** The raw-mask types stay inside their packages, so no public member names a type a user cannot see. */
    @Test
    void noPublicMemberOfAnExportedPackageNamesATypeAUserCannotSee() throws Exception {
        List<String> hidden = new ArrayList<>();
        for (Class<?> type : exportedTypes()) {
            for (Member member : visibleMembers(type)) {
                for (Type used : signature(member)) {
                    for (Class<?> named : classesIn(used)) {
                        if (named.getName().startsWith("dev.nonet.") && !publicAsSeen(named)) {
                            hidden.add(type.getName() + "." + member.getName() + ": " + named.getName());
                        }
                    }
                }
            }
        }
        assertThat(hidden).as("public API that names a type a user cannot see").isEmpty();
    }

    /** The classes a type names, type arguments and array elements included. */
    private static List<Class<?>> classesIn(Type type) {
        List<Class<?>> found = new ArrayList<>();
        if (type instanceof Class<?> c) {
            found.add(c.isArray() ? c.getComponentType() : c);
        } else if (type instanceof java.lang.reflect.ParameterizedType p) {
            found.addAll(classesIn(p.getRawType()));
            for (Type argument : p.getActualTypeArguments()) {
                found.addAll(classesIn(argument));
            }
        } else if (type instanceof java.lang.reflect.GenericArrayType a) {
            found.addAll(classesIn(a.getGenericComponentType()));
        } else if (type instanceof java.lang.reflect.WildcardType w) {
            for (Type bound : w.getUpperBounds()) {
                found.addAll(classesIn(bound));
            }
            for (Type bound : w.getLowerBounds()) {
                found.addAll(classesIn(bound));
            }
        }
        return found;
    }

    @Test
    void aUserOnTheModulePathCannotReachOrChangeATable() throws Exception {
        Configuration resolved = ModuleLayer.boot().configuration()
                .resolve(ModuleFinder.of(classes()), ModuleFinder.of(), Set.of("dev.nonet.core"));
        ModuleLayer layer = ModuleLayer.boot().defineModulesWithOneLoader(resolved, ClassLoader.getPlatformClassLoader());
        Module core = layer.findModule("dev.nonet.core").orElseThrow();
        Module user = GeometryUnreachableTest.class.getModule(); // a module that requires dev.nonet.core would do no better
        assertThat(core.isExported("dev.nonet.grid", user)).isTrue();
        assertThat(core.isExported("dev.nonet.geometry", user)).isFalse();
        assertThat(core.isOpen("dev.nonet.geometry", user)).isFalse();

        Class<?> layout = Class.forName(core, "dev.nonet.grid.Layout");
        Class<?> geometry = Class.forName(core, "dev.nonet.geometry.Geometry");
        assertThat(layout.getModule()).isSameAs(core);
        assertThat(geometry.getModule()).isSameAs(core);
        Object classic = layout.getField("CLASSIC").get(null); // the API is there
        Method of = geometry.getMethod("of", layout);
        Field peers = geometry.getField("peers");
        assertThatThrownBy(() -> of.invoke(null, classic)).isInstanceOf(IllegalAccessException.class);
        assertThatThrownBy(() -> of.setAccessible(true)).isInstanceOf(InaccessibleObjectException.class);
        assertThatThrownBy(() -> peers.setAccessible(true)).isInstanceOf(InaccessibleObjectException.class);
        // Nor through a Layout: what it answers is immutable (peersOf gives a CellSet).
        assertThat(layout.getMethod("peersOf", Class.forName(core, "dev.nonet.grid.Cell")).getReturnType().getName())
                .isEqualTo("dev.nonet.grid.CellSet");
    }

    private static boolean visible(int modifiers) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
    }

    private static List<Type> signature(Member member) {
        List<Type> types = new ArrayList<>();
        if (member instanceof Field f) {
            types.add(f.getGenericType());
        } else if (member instanceof Method m) {
            types.add(m.getGenericReturnType());
            types.addAll(Arrays.asList(m.getGenericParameterTypes()));
            types.addAll(Arrays.asList(m.getGenericExceptionTypes()));
        } else if (member instanceof java.lang.reflect.Constructor<?> c) {
            types.addAll(Arrays.asList(c.getGenericParameterTypes()));
        }
        return types;
    }

    /** The public types (top-level and nested, as a user sees them) of the packages exported to everyone. */
    private static List<Class<?>> exportedTypes() throws IOException, URISyntaxException, ClassNotFoundException {
        Path classes = classes();
        List<Class<?>> types = new ArrayList<>();
        for (String pkg : EXPORTED) {
            try (Stream<Path> files = Files.list(classes.resolve(pkg.replace('.', '/')))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                    String name = file.getFileName().toString().replace(".class", "");
                    if (name.equals("package-info")) {
                        continue;
                    }
                    Class<?> type = Class.forName(pkg + "." + name, false, Layout.class.getClassLoader());
                    if (publicAsSeen(type)) {
                        types.add(type);
                    }
                }
            }
        }
        assertThat(types).contains(Layout.class).hasSizeGreaterThan(50);
        return types;
    }

    private static boolean publicAsSeen(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getDeclaringClass()) {
            if (!Modifier.isPublic(c.getModifiers()) && !(c != type && Modifier.isProtected(c.getModifiers()))) {
                return false;
            }
        }
        return !type.isAnonymousClass() && !type.isLocalClass() && !type.isSynthetic();
    }

    /** The module as a module path finds it: module-info.class, and the packages its folders hold. */
    private static ModuleDescriptor module() throws URISyntaxException {
        return ModuleFinder.of(classes()).find("dev.nonet.core").orElseThrow().descriptor();
    }

    /** The compiled main classes: target/classes, a module because module-info.class lies at its root. */
    private static Path classes() throws URISyntaxException {
        return Path.of(Layout.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
