# ./nonet-spark cluster start|stop|status: a standalone Spark cluster on this machine's loopback, a
# Master and one Worker, each a JVM of its own on Spark's jars from the Maven repository, as Spark's
# start-master.sh and start-worker.sh start them from a distribution. Sourced by ./nonet-spark, which
# defines root, classpath, jvm_options and build_when_needed.
#
# A Worker starts its executors from a Spark home, whose jars/ folder is their class path (without one
# it cannot start any: "Cannot find any build directories"); start makes one in the cluster's folder,
# jars/ linking the build's class path. The Master and the Worker run in sessions of their own (setsid),
# so that stop ends each with everything it started (the executors) by the process group.

cluster_usage() {
  cat <<EOF
Usage: ./nonet-spark cluster start [--port PORT] [--webui-port PORT] [--cores N] [--memory SIZE] [--dir DIR]
       ./nonet-spark cluster stop [--dir DIR]
       ./nonet-spark cluster status [--dir DIR]
A standalone Spark cluster on this machine's loopback, for ./nonet-spark --master spark://127.0.0.1:PORT:
a Master and one Worker, on Spark's jars from the Maven repository (those the job is built against),
listening on 127.0.0.1 only.

  start    starts the Master, then the Worker, and waits until the Worker has registered
  stop     stops the Worker with its executors, then the Master
  status   says what runs; exit 0 when the Master and the Worker both run, 3 otherwise

  --port PORT        the Master's port (default 7077): the master is spark://127.0.0.1:PORT
  --webui-port PORT  the Master's web page (default 8080; 0: any free port); the Worker's takes any free one
  --cores N          the cores the Worker offers (default: all of this machine's)
  --memory SIZE      the memory it offers its executors, such as 4g or 512m (default: all but 1 GiB);
                     an executor takes 1g unless the job sets spark.executor.memory
  --dir DIR          the cluster's folder (default: spark/target/cluster): master.log and worker.log,
                     master.pid and worker.pid, the Worker's work/ (an application's jars and each
                     executor's stdout and stderr) and the Spark home spark-home/

Exit codes: 0 done, 1 the cluster failed to start or stop (its log's last lines are shown), 2 bad usage.
EOF
}

cluster() {
  local action="${1:-}"
  [ $# -gt 0 ] && shift
  dir="$root/spark/target/cluster" port=7077 webui_port=8080 cores='' memory=''
  while [ $# -gt 0 ]; do
    case "$1" in
      -h|--help) cluster_usage; return 0 ;;
      --dir|--port|--webui-port|--cores|--memory)
        [ $# -ge 2 ] || cluster_refuse "$1 needs a value"
        cluster_option "$action" "$1" "$2"
        shift 2 ;;
      --dir=*|--port=*|--webui-port=*|--cores=*|--memory=*)
        cluster_option "$action" "${1%%=*}" "${1#*=}"
        shift ;;
      *) cluster_refuse "unknown option '$1'" ;;
    esac
  done
  case "$action" in
    start) cluster_start ;;
    stop) cluster_stop ;;
    status) cluster_status ;;
    -h|--help|help) cluster_usage ;;
    '') cluster_refuse "start, stop or status is required" ;;
    *) cluster_refuse "unknown action '$action': start, stop or status" ;;
  esac
}

cluster_refuse() {
  echo "nonet-spark cluster: $1; ./nonet-spark cluster --help" >&2
  exit 2
}

# Takes `--name value` for action, checking the value.
cluster_option() {
  local action="$1" name="$2" value="$3"
  if [ "$name" != --dir ] && [ "$action" != start ]; then
    cluster_refuse "$name is an option of start, not of ${action:-no action}"
  fi
  case "$name" in
    --dir) [ -n "$value" ] || cluster_refuse "--dir needs a folder"; dir="$(cluster_absolute "$value")" ;;
    --port) cluster_number "$name" "$value" 1 65535; port="$value" ;;
    --webui-port) cluster_number "$name" "$value" 0 65535; webui_port="$value" ;;
    --cores) cluster_number "$name" "$value" 1 100000; cores="$value" ;;
    --memory)
      [[ "$value" =~ ^[1-9][0-9]{0,8}[kKmMgGtT]$ ]] \
        || cluster_refuse "--memory takes a size such as 512m or 4g, not '$value'"
      memory="$value" ;;
  esac
}

cluster_number() {
  [[ "$2" =~ ^[0-9]{1,6}$ ]] && [ "$2" -ge "$3" ] && [ "$2" -le "$4" ] \
    || cluster_refuse "$1 takes a whole number of $3-$4, not '$2'"
}

cluster_absolute() {
  case "$1" in
    /*) echo "$1" ;;
    *) echo "$PWD/$1" ;;
  esac
}

cluster_start() {
  local running
  running="$(cluster_running master)$(cluster_running worker)"
  if [ -n "$running" ]; then
    echo "nonet-spark cluster: a cluster runs from $dir ($(cat "$dir/master-url" 2>/dev/null || echo 'its Master or Worker'));" \
      "stop it first: ./nonet-spark cluster stop$(cluster_dir_option)" >&2
    exit 1
  fi
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "nonet-spark cluster: port $port of 127.0.0.1 is taken; name another with --port" >&2
    exit 1
  fi
  build_when_needed
  mkdir -p "$dir/work"
  rm -f "$dir"/master.* "$dir"/worker.* "$dir/master-url"
  cluster_spark_home
  export SPARK_HOME="$dir/spark-home" SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1
  cluster_launch master org.apache.spark.deploy.master.Master \
    --host 127.0.0.1 --port "$port" --webui-port "$webui_port"
  cluster_await master "Starting Spark master at spark://" \
    || cluster_failed master "did not start"
  # the port it took: Spark tries the next ones when the one asked for was taken meanwhile
  local url
  url="$(sed -n 's/.*Starting Spark master at \(spark:\/\/[^ ]*\).*/\1/p' "$dir/master.log" | head -n 1)"
  echo "$url" >"$dir/master-url"
  local offer=()
  [ -n "$cores" ] && offer+=(--cores "$cores")
  [ -n "$memory" ] && offer+=(--memory "$memory")
  cluster_launch worker org.apache.spark.deploy.worker.Worker \
    --host 127.0.0.1 --webui-port 0 --work-dir "$dir/work" "${offer[@]}" "$url"
  cluster_await worker "Successfully registered with master" \
    || cluster_failed worker "did not register with the Master"
  local ui resources
  ui="$(sed -n 's/.*Bound MasterWebUI to .*, and started at http:\/\/[^:]*:\([0-9]*\).*/http:\/\/127.0.0.1:\1/p' "$dir/master.log" | head -n 1)"
  resources="$(sed -n 's/.*Starting Spark worker [^ ]* with \(.*\) RAM.*/\1/p' "$dir/worker.log" | head -n 1)"
  echo "nonet-spark cluster: master $url${ui:+ (web page $ui)}, a worker${resources:+ of $resources}"
  echo "  run a job:   ./nonet-spark --master $url COMMAND [OPTIONS] INPUT OUTPUT"
  echo "  logs, pids:  $dir"
  echo "  stop it:     ./nonet-spark cluster stop$(cluster_dir_option)"
}

# " --dir DIR" when the folder is not the default one, for the commands shown.
cluster_dir_option() {
  [ "$dir" = "$root/spark/target/cluster" ] || echo " --dir $dir"
}

# The Spark home the Worker starts executors from: jars/ links every jar of the build's class path.
cluster_spark_home() {
  local jars="$dir/spark-home/jars" jar entries
  rm -rf "$dir/spark-home"
  mkdir -p "$jars"
  IFS=: read -r -a entries <"$classpath" || true   # no newline at its end: read says 1
  for jar in "${entries[@]}"; do
    ln -s "$jar" "$jars/$(basename "$jar")"
  done
}

# Starts a daemon in a session of its own, its output to DIR/NAME.log and its pid to DIR/NAME.pid.
# -Dnonet.cluster names the cluster's folder on its command line, for status and stop to recognise it.
cluster_launch() {
  local name="$1" main="$2"
  shift 2
  # Not a process group leader (no job control here): setsid makes the session in this process and
  # runs java in it, so $! is java's pid.
  setsid java "${jvm_options[@]}" -Xmx1g "-Dnonet.cluster=$dir" -Dspark.master.rest.enabled=false \
    -cp "$(cat "$classpath")" "$main" "$@" </dev/null >"$dir/$name.log" 2>&1 &
  echo $! >"$dir/$name.pid"
}

# Waits up to 60 s for the daemon's log to say `line`; fails at once if it exits.
cluster_await() {
  local name="$1" line="$2" pid
  pid="$(cat "$dir/$name.pid")"
  for _ in $(seq 1 600); do
    grep -q "$line" "$dir/$name.log" 2>/dev/null && return 0
    kill -0 "$pid" 2>/dev/null || return 1
    sleep 0.1
  done
  return 1
}

cluster_failed() {
  echo "nonet-spark cluster: the $1 $2; the last lines of $dir/$1.log:" >&2
  tail -n 15 "$dir/$1.log" >&2
  cluster_stop >/dev/null
  exit 1
}

# The daemon's pid when it runs from this cluster's folder, else nothing.
cluster_running() {
  local pid
  pid="$(cat "$dir/$1.pid" 2>/dev/null)" || return 0
  if [[ "$pid" =~ ^[0-9]+$ ]] && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "-Dnonet.cluster=$dir "; then
    echo "$pid"
  fi
}

cluster_stop() {
  local name pid stopped=()
  for name in worker master; do
    pid="$(cluster_running "$name")"
    if [ -n "$pid" ]; then
      cluster_end "$pid" || { echo "nonet-spark cluster: the $name (pid $pid) would not stop" >&2; exit 1; }
      stopped+=("the $name (pid $pid)")
    fi
    rm -f "$dir/$name.pid"
  done
  rm -f "$dir/master-url"
  case ${#stopped[@]} in
    0) echo "nonet-spark cluster: no cluster runs from $dir" ;;
    1) echo "nonet-spark cluster: stopped ${stopped[0]}" ;;
    *) echo "nonet-spark cluster: stopped ${stopped[0]} and ${stopped[1]}" ;;
  esac
}

# Ends a daemon's process group (the daemon, and a Worker's executors): SIGTERM, which runs Spark's
# shutdown hooks, then after 20 s SIGKILL.
cluster_end() {
  kill -TERM -- "-$1" 2>/dev/null || true
  for _ in $(seq 1 200); do
    cluster_group_lives "$1" || return 0
    sleep 0.1
  done
  kill -KILL -- "-$1" 2>/dev/null || true
  sleep 0.5
  ! cluster_group_lives "$1"
}

# Whether a process of the group runs (zombies, which wait for their parent to reap them, do not).
cluster_group_lives() {
  pgrep -g "$1" --runstates D,R,S,T,t,I >/dev/null
}

cluster_status() {
  local master worker
  master="$(cluster_running master)"
  worker="$(cluster_running worker)"
  if [ -n "$master" ]; then
    echo "master: runs, pid $master, $(cat "$dir/master-url" 2>/dev/null)"
  else
    echo "master: does not run"
  fi
  echo "worker: $([ -n "$worker" ] && echo "runs, pid $worker" || echo "does not run")"
  echo "folder: $dir"
  [ -n "$master" ] && [ -n "$worker" ] || exit 3
}
