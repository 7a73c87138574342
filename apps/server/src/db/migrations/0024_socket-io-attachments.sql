-- socket.io's PostgreSQL adapter (realtime/cluster-adapter.ts): a message between server processes
-- too large for a NOTIFY payload is stored here and only its id is notified. Each process deletes
-- the rows older than the adapter's cleanup interval; a row is read within milliseconds of its insert.
CREATE TABLE "socket_io_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" bytea NOT NULL
);
