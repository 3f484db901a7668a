-- The ledger's history is append-only: entries and transfers can be added, never changed or removed.
CREATE FUNCTION wallet_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger table % is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wallet_entries_no_truncate BEFORE TRUNCATE ON wallet_entries
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wallet_transfers_append_only BEFORE UPDATE OR DELETE ON wallet_transfers
  FOR EACH ROW EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wallet_transfers_no_truncate BEFORE TRUNCATE ON wallet_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint
-- Every transfer balances: checked at commit, when all its entries are in.
CREATE FUNCTION wallet_check_transfer_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  entry_count integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, entry_count
    FROM wallet_entries WHERE transfer_id = NEW.transfer_id;
  IF total <> 0 OR entry_count < 2 THEN
    RAISE EXCEPTION 'transfer % does not balance (sum %, % entries)', NEW.transfer_id, total, entry_count
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wallet_entries_balance AFTER INSERT ON wallet_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wallet_check_transfer_balances();
