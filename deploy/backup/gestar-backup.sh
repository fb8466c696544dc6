#!/bin/sh
# A PostgreSQL backup of Gestar: one pg_dump archive (custom format, a consistent snapshot taken while the nodes
# keep writing), checked readable, then old archives removed. Run by gestar-backup.timer; by hand:
#   DATABASE_URL=postgres://… BACKUP_DIR=/var/backups/gestar deploy/backup/gestar-backup.sh
# Restore: docs/PRODUCTION.md ("Restoring"). Never back up or restore SYNC_STATE_DIR with it.
set -eu

: "${DATABASE_URL:?DATABASE_URL is not set}"
BACKUP_DIR=${BACKUP_DIR:-/var/backups/gestar}
KEEP_DAYS=${KEEP_DAYS:-14}

umask 077
mkdir -p "$BACKUP_DIR"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
archive="$BACKUP_DIR/gestar-$stamp.dump"
partial="$archive.partial"
trap 'rm -f "$partial"' EXIT

# pg_dump must be of the server's major version or newer.
pg_dump --format=custom --no-owner --no-privileges --file="$partial" "$DATABASE_URL"
# An archive pg_restore cannot read is no backup.
pg_restore --list "$partial" >/dev/null
mv "$partial" "$archive"
echo "gestar-backup: $archive ($(wc -c <"$archive") bytes)"

# Older than KEEP_DAYS days (a copy elsewhere — another host, object storage — is the operator's: see the guide).
find "$BACKUP_DIR" -maxdepth 1 -name 'gestar-*.dump' -mtime +"$KEEP_DAYS" -print -delete
