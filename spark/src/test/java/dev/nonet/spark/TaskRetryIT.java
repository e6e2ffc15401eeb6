package dev.nonet.spark;

import static dev.nonet.spark.JobRun.cli;
import static dev.nonet.spark.JobRun.sample;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tasks that fail halfway, after some of their records were computed and written, and are run again
 * (local[2,3]: two cores, a task tried up to three times): every record is still written exactly once,
 * in order, as the command line writes it.
 */
class TaskRetryIT {

    /** Failures thrown; local mode runs the tasks in this JVM, so a static counter sees them all. */
    private static final AtomicInteger FAILURES = new AtomicInteger();

    private static JavaSparkContext spark;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        spark = JobRun.context("local[2,3]");
        spark.setLogLevel("FATAL"); // the failures are meant: their stack traces would only hide the results
    }

    @AfterAll
    static void stop() {
        spark.close();
    }

    @BeforeEach
    void reset() {
        FAILURES.set(0);
    }

    /** Every even partition's first attempt throws after its third record. */
    private static final UnaryOperator<Plan> FAIL_FIRST_ATTEMPTS = plan -> plan.withRecords(plan.records().mapPartitions(records -> {
        TaskContext task = TaskContext.get();
        return task.attemptNumber() == 0 && task.partitionId() % 2 == 0 ? new FailingAfter(records, 3) : records;
    }, true));

    @Test
    void partFilesHoldEachRecordOnceAfterRetries() {
        String mixed = sample("mixed.txt");
        JobRun run = JobRun.spark(spark, dir, FAIL_FIRST_ATTEMPTS, "solve", "--partitions", "6", mixed);
        run.assertSameAs(cli("solve", "-q", mixed));
        assertThat(FAILURES.get()).as("failed first attempts").isEqualTo(3);
        assertThat(run.err()).contains("nonet-spark solve: 305 puzzles in ");
    }

    @Test
    void oneFileHoldsEachRecordOnceAfterRetries() {
        String mixed = sample("mixed.txt");
        JobRun run = JobRun.spark(spark, dir, FAIL_FIRST_ATTEMPTS, "check", "--single-file", "--partitions", "4", mixed);
        run.assertSameAs(cli("check", "-q", mixed));
        assertThat(FAILURES.get()).isEqualTo(2);
    }

    @Test
    void generatedPartsComeOutTheSameWhenRetriedAndOnAnotherClusterSize() {
        String[] args = {"generate", "--count", "12", "--seed", "11", "--partitions", "3", "--with-solution"};
        JobRun retried = JobRun.spark(spark, dir, FAIL_FIRST_ATTEMPTS, args);
        assertThat(FAILURES.get()).isEqualTo(2);
        JavaSparkContext one = null;
        spark.close();
        try {
            one = JobRun.context("local[1]");
            assertThat(JobRun.spark(one, dir, args).lines()).hasSize(12).containsExactlyElementsOf(retried.lines());
        } finally {
            if (one != null) {
                one.close();
            }
            spark = JobRun.context("local[2,3]");
        }
    }

    @Test
    void aJobWhoseTaskFailsEveryAttemptIsExitThreeWithOneLine() {
        String mixed = sample("mixed.txt");
        UnaryOperator<Plan> alwaysFailing = plan -> plan.withRecords(plan.records().mapPartitions(records -> new FailingAfter(records, 3), true));
        JobRun run = JobRun.spark(spark, dir, alwaysFailing, "solve", "--partitions", "2", mixed);
        assertThat(run.exitCode()).as("a failure of the job itself, not bad records").isEqualTo(3);
        assertThat(run.err()).startsWith("nonet-spark: the job failed: Job aborted due to stage failure: ")
                .contains("a task that dies halfway").hasLineCount(1);
    }

    /** Passes on {@code count} records, then throws, as a task that dies halfway. */
    private static final class FailingAfter implements Iterator<OutputRecord> {

        private final Iterator<OutputRecord> records;
        private int left;

        FailingAfter(Iterator<OutputRecord> records, int count) {
            this.records = records;
            this.left = count;
        }

        @Override
        public boolean hasNext() {
            if (left == 0) {
                FAILURES.incrementAndGet();
                throw new IllegalStateException("a task that dies halfway, as the test asks");
            }
            return records.hasNext();
        }

        @Override
        public OutputRecord next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            left--;
            return records.next();
        }
    }
}
