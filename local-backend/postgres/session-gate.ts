import { messages as wireMessages, protocol, type PGlite } from '@electric-sql/pglite';

/** The wire-protocol message that ends every answer: 'Z', length 5, the transaction status. */
const READY_FOR_QUERY = 0x5a;
const TERMINATE = 0x58;

/**
 * The statements that restore what a client SET for its session: its role (not among pg_settings)
 * and every setting whose value came from the session. A single text column, '' when there is none.
 */
const SESSION_SETTINGS_QUERY = `
  select concat_ws('; ',
    case when current_setting('role') <> 'none'
      then format('set role %I', current_setting('role')) end,
    (select string_agg(format('select set_config(%L, %L, false)', name, setting), '; ')
       from pg_settings where source = 'session'))`;

/** The API's session: no role of its own and every setting at its default. */
const RESET_SESSION = 'RESET ROLE; RESET ALL';

/**
 * Where the session stands after a client's last message, from the ReadyForQuery that ended the
 * answer: idle ('I'), inside a transaction ('T'), inside a failed one ('E'), or halfway through
 * an extended-protocol exchange (Parse, Bind, Execute before Sync), which has no ReadyForQuery.
 */
type SessionStatus = 'I' | 'T' | 'E' | 'exchange';

/** What pglite-socket asks of the database it serves (see `SessionGate.forWire`). */
export interface WireDatabase {
  readonly waitReady: Promise<void>;
  runExclusive<T>(work: () => Promise<T>): Promise<T>;
  execProtocolRawStream(
    message: Uint8Array,
    options: { onRawData: (data: Uint8Array) => void },
  ): Promise<void>;
  isInTransaction(): boolean;
  exec(sql: string): Promise<unknown>;
}

/**
 * PGlite is one Postgres session, shared by the local backend's API and by the tools that connect
 * to its Postgres port (the Supabase CLI, psql). The API goes through PGlite's own methods
 * (`query`, `exec`, `transaction`), which hold PGlite's transaction lock for a statement or for a
 * whole transaction. pglite-socket runs each wire message under `runExclusive`, which holds only
 * the lock of that one message. Alone, a tool's BEGIN would let the API's next statements run
 * inside the tool's transaction (and be rolled back with it), and a tool's statement could land
 * inside one of the API's transactions.
 *
 * The gate makes the wire side take PGlite's transaction lock too. It takes it at a client's
 * message and keeps it until the session is at rest again: the answer ended with ReadyForQuery
 * 'I'. A message that leaves a transaction open ('T', 'E'), or an exchange unfinished, keeps the
 * lock, so the API's requests wait for the tool's COMMIT or ROLLBACK, and the tool never waits
 * in the middle of its own transaction. pglite-socket keeps a busy session to the client that
 * made it busy (it asks `isInTransaction`), so other clients of the port wait too.
 *
 * A session at rest still carries what a client SET for it (its role, search_path, timeouts).
 * On a host, the site's statements run on connections of their own and never see those. So the
 * gate puts them aside whenever it hands the session back to the API, and gives them back at the
 * client's next message (see `#putAside`).
 */
export class SessionGate {
  #status: SessionStatus = 'I';
  #release: (() => void) | undefined;
  /** The statements that give a wire client its session settings back; '' when it set none. */
  #clientSettings = '';

  constructor(private readonly pg: PGlite) {}

  /** Whether a wire client holds the session (and the API is waiting for it). */
  get busy(): boolean {
    return this.#status !== 'I';
  }

  /** The database as pglite-socket sees it: PGlite, with the gate around each message. */
  forWire(): WireDatabase {
    return {
      waitReady: this.pg.waitReady,
      runExclusive: (work) => this.#run(work),
      execProtocolRawStream: (message, options) => this.#exec(message, options.onRawData),
      isInTransaction: () => this.busy,
      // pglite-socket's only other call: ROLLBACK, when a client that holds the session leaves.
      exec: () => this.#abandon(),
    };
  }

  async #run<T>(work: () => Promise<T>): Promise<T> {
    if (!this.#release) {
      await this.#acquire();
      await this.pg.runExclusive(() => this.#giveBack());
    }
    try {
      const result = await this.pg.runExclusive(work);
      if (!this.busy) await this.pg.runExclusive(() => this.#putAside());
      return result;
    } catch (error) {
      // The session's state is unknown after PGlite itself failed: let the API go on.
      this.#status = 'I';
      throw error;
    } finally {
      if (!this.busy) this.#releaseLock();
    }
  }

  /**
   * Before the API has the session back: notes what the client set for its session and sets it
   * back to the defaults the API runs with. One query when the client set nothing, the usual case.
   */
  async #putAside(): Promise<void> {
    const { messages } = await this.pg.execProtocol(
      protocol.serialize.query(SESSION_SETTINGS_QUERY),
    );
    const row = messages.find((message) => message instanceof wireMessages.DataRowMessage);
    this.#clientSettings = row?.fields[0] ?? '';
    if (this.#clientSettings)
      await this.pg.execProtocolRaw(protocol.serialize.query(RESET_SESSION));
  }

  /** At a client's next message: its session settings, as it left them. */
  async #giveBack(): Promise<void> {
    if (!this.#clientSettings) return;
    await this.pg.execProtocolRaw(protocol.serialize.query(this.#clientSettings));
    this.#clientSettings = '';
  }

  async #exec(message: Uint8Array, onRawData: (data: Uint8Array) => void): Promise<void> {
    // A client that says goodbye gets the same ending as one whose connection drops.
    if (message[0] === TERMINATE) return this.#endSession();
    const tail = new AnswerTail();
    await this.pg.execProtocolRawStream(message, {
      onRawData: (data) => {
        tail.add(data);
        onRawData(data);
      },
    });
    this.#status = tail.status();
  }

  /** pglite-socket's call when a client that holds the session leaves without a word. */
  async #abandon(): Promise<void> {
    if (!this.#release) return;
    try {
      await this.pg.runExclusive(() => this.#endSession());
    } finally {
      this.#status = 'I';
      this.#releaseLock();
    }
  }

  /**
   * Ends a client's session as Postgres ends a closed connection's: what it left unfinished is
   * rolled back, and what it set for its session (SET, prepared statements, temporary tables) is
   * discarded, as a connection pool resets a connection before it hands it on (here, to the API).
   */
  async #endSession(): Promise<void> {
    if (this.#status === 'exchange') {
      // An error (a statement that does not exist) aborts the unfinished exchange, and Sync ends
      // it rolled back; a bare Sync would commit it.
      await this.#send(
        protocol.serialize.describe({ type: 'S', name: 'local-backend-abandoned' }),
        protocol.serialize.sync(),
      );
    }
    if (this.#status === 'T' || this.#status === 'E') {
      await this.#send(protocol.serialize.query('ROLLBACK'));
    }
    await this.#send(protocol.serialize.query('DISCARD ALL'));
    this.#clientSettings = '';
  }

  async #send(...messages: Uint8Array[]): Promise<void> {
    const tail = new AnswerTail();
    for (const message of messages) tail.add(await this.pg.execProtocolRaw(message));
    this.#status = tail.status();
  }

  /** Takes PGlite's transaction lock, the one its query, exec and transaction take, until released. */
  #acquire(): Promise<void> {
    return new Promise((acquired) => {
      void this.pg._runExclusiveTransaction(
        () =>
          new Promise<void>((release) => {
            this.#release = release;
            acquired();
          }),
      );
    });
  }

  #releaseLock(): void {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
}

/** The last six bytes of an answer: enough to read a final ReadyForQuery. */
class AnswerTail {
  #bytes = new Uint8Array(0);

  add(data: Uint8Array): void {
    const joined = new Uint8Array(this.#bytes.length + data.length);
    joined.set(this.#bytes);
    joined.set(data, this.#bytes.length);
    this.#bytes = joined.slice(-6);
  }

  status(): SessionStatus {
    const [type, length1, length2, length3, length4, status] = this.#bytes;
    const isReadyForQuery =
      type === READY_FOR_QUERY && length1 === 0 && length2 === 0 && length3 === 0 && length4 === 5;
    if (isReadyForQuery) {
      const letter = String.fromCharCode(status ?? 0);
      if (letter === 'I' || letter === 'T' || letter === 'E') return letter;
    }
    return 'exchange';
  }
}
