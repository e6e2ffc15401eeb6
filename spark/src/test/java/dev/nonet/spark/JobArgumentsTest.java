package dev.nonet.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.cli.UserError;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The job's own arguments taken out, the command's left as {@code nonet} takes them; and generate's parts. */
class JobArgumentsTest {

    private static JobArguments parse(String... args) {
        return JobArguments.parse(List.of(args), name -> !name.equals("generate"));
    }

    @Test
    void jobOptionsComeOutWhereverTheyStand() {
        JobArguments a = parse("--master", "local[3]", "rate", "--json", "--partitions=12", "--time-limit", "5", "--single-file", "in/", "out.txt");
        assertThat(a).isEqualTo(new JobArguments("local[3]", "rate", List.of("--json", "--time-limit", "5"), "in/", "out.txt", 12, true, false));
        assertThat(parse("generate", "--count", "3", "out/"))
                .isEqualTo(new JobArguments(null, "generate", List.of("--count", "3"), null, "out/", 0, false, false));
    }

    @Test
    void aMalformedCommandLineIsOneMessage() {
        assertThatThrownBy(() -> parse()).isInstanceOf(UserError.class).hasMessageStartingWith("a command is required; usage: nonet-spark");
        assertThatThrownBy(() -> parse("--json", "solve", "in", "out")).hasMessageStartingWith("the command comes before its options, not '--json'");
        assertThatThrownBy(() -> parse("solve", "out")).hasMessageStartingWith("solve: INPUT and OUTPUT are required, after the options");
        assertThatThrownBy(() -> parse("solve", "in", "--unique")).hasMessageStartingWith("solve: INPUT and OUTPUT are required");
        assertThatThrownBy(() -> parse("generate")).hasMessageStartingWith("generate: OUTPUT is required");
        assertThatThrownBy(() -> parse("solve", "--partitions", "0", "in", "out")).hasMessage("--partitions must be a whole number, at least 1, not '0'");
        assertThatThrownBy(() -> parse("solve", "in", "out", "--master")).hasMessageStartingWith("--master needs a value");
        assertThatThrownBy(() -> parse("rate", "--resume", "in", "out")).hasMessageStartingWith("--resume needs --partitions N");
        assertThatThrownBy(() -> parse("rate", "--resume", "--partitions", "4", "--single-file", "in", "out")).hasMessageStartingWith("--resume needs");
        assertThat(parse("rate", "--resume", "--partitions", "4", "in", "out").resume()).isTrue();
    }

    @Test
    void threadsBelowOneAreRefusedAsTheCommandLineRefusesThem() {
        for (String[] args : new String[][] {{"rate", "--threads", "0", "in", "out"}, {"rate", "--threads=0", "in", "out"},
                {"rate", "-t", "0", "in", "out"}, {"rate", "-t0", "in", "out"}, {"generate", "--threads", "-1", "out"}}) {
            assertThatThrownBy(() -> parse(args)).as(String.join(" ", args)).isInstanceOf(UserError.class)
                    .hasMessageStartingWith("--threads must be at least 1, not ");
        }
        assertThat(parse("rate", "--threads", "1", "in", "out").options()).containsExactly("--threads", "1");
    }

    @Test
    void generatesPartsAreEvenAndTheirSeedsDependOnBaseAndIndexAlone() {
        List<GenerationJob.Part> parts = GenerationJob.parts(10, 4, 42);
        assertThat(parts).extracting(GenerationJob.Part::count).containsExactly(3, 3, 2, 2);
        assertThat(parts).extracting(GenerationJob.Part::firstIndex).containsExactly(0, 3, 6, 8);
        assertThat(parts).extracting(GenerationJob.Part::seed).doesNotHaveDuplicates()
                .containsExactlyElementsOf(GenerationJob.parts(10, 4, 42).stream().map(GenerationJob.Part::seed).toList());
        assertThat(GenerationJob.partSeed(42, 0)).isNotEqualTo(GenerationJob.partSeed(43, 0)).isNotEqualTo(42);
    }
}
