# Starts a disposable PostgreSQL cluster on 127.0.0.1:54329 and exports TEST_DATABASE_URL.
# initdb refuses to run as root, so the cluster belongs to the postgres user.

PG_PORT="${PG_PORT:-54329}"
PG_DIR="${PG_DIR:-/tmp/oficina-ci-pg}"

find_pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
  done
  return 1
}

start_throwaway_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    echo "Using the PostgreSQL in TEST_DATABASE_URL"
    return 0
  fi
  local bin
  if ! bin="$(find_pg_bin)"; then
    echo "Installing PostgreSQL server"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    bin="$(find_pg_bin)"
  fi
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql postgres
  rm -rf "$PG_DIR"
  mkdir -p "$PG_DIR"
  chown postgres "$PG_DIR"
  local as_postgres=(su postgres -s /bin/sh -c)
  [ "$(id -u)" -ne 0 ] && as_postgres=(sh -c)
  "${as_postgres[@]}" "$bin/initdb -D $PG_DIR/data -A trust -U postgres >/dev/null"
  "${as_postgres[@]}" "$bin/pg_ctl -D $PG_DIR/data -l $PG_DIR/log -w -o '-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off' start >/dev/null"
  export PG_BIN="$bin"
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  echo "PostgreSQL running on 127.0.0.1:$PG_PORT"
}

stop_throwaway_postgres() {
  [ -n "${PG_BIN:-}" ] || return 0
  local as_postgres=(su postgres -s /bin/sh -c)
  [ "$(id -u)" -ne 0 ] && as_postgres=(sh -c)
  "${as_postgres[@]}" "$PG_BIN/pg_ctl -D $PG_DIR/data -m fast stop >/dev/null" || true
}
