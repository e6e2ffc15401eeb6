package dev.nonet.spark;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import org.apache.hadoop.conf.Configuration;

/**
 * The driver's Hadoop settings, sent to the tasks that write files themselves: so that they reach the
 * file system as the driver does ({@code spark.hadoop.*} settings, credentials of S3 and the like),
 * which a task's own {@code new Configuration()} would miss. Hadoop's {@code Configuration} is not
 * serializable; its own wire form is used.
 */
final class HadoopSettings implements Serializable {

    private static final long serialVersionUID = 1L;

    private transient Configuration conf;

    HadoopSettings(Configuration conf) {
        this.conf = conf;
    }

    Configuration conf() {
        return conf;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        conf.write(out);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        conf = new Configuration(false);
        conf.readFields(in);
    }
}
