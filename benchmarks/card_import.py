"""Benchmark: importing a Scryfall oracle-cards file (``manaplan cards import``), plain and compressed.

Builds a synthetic oracle-cards file in a temporary directory: every card of the shipped database as a full
Scryfall card object (ids, image URIs, legalities, prices, set and artist fields, about as big as Scryfall's own,
with multi-face cards laid out the way Scryfall lays them out), plus tokens and art-series cards to skip, 30,000
records by default. Each import then runs in a fresh process, timed on its own and once more under tracemalloc,
and a table shows the file's size, the seconds, cards per second, the peak of Python allocations (tracemalloc)
and the growth of the process's peak RSS during the import. A ``json.load`` of the whole file is the reference
the streaming reader avoids. Last, the imported cards are compared with the shipped database's (the round trip
Card -> Scryfall record -> import -> Card), ignoring the fields a Scryfall file does not carry.

Run: ``python benchmarks/card_import.py [--records 30000] [--formats json,gz,xz] [--repeat N] [--keep DIR]``.
The machine's other load shows in the seconds; ``--repeat 3`` keeps the fastest run.
"""

from __future__ import annotations

import argparse
import gzip
import json
import lzma
import random
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from manaplan.models.cards.store import Card, CardDatabase, shipped_database_path

__all__ = ["scryfall_record", "token_record", "write_oracle_cards", "measure", "main"]

_FORMATS = ("standard", "future", "historic", "timeless", "gladiator", "pioneer", "explorer", "modern", "legacy",
            "pauper", "vintage", "penny", "commander", "oathbreaker", "standardbrawl", "brawl", "alchemy",
            "paupercommander", "duel", "oldschool", "premodern", "predh")
_JOINED_LAYOUTS = ("split", "adventure", "flip")  # Scryfall gives these a whole-card cost, type line and colours


def _image_uris(rng: random.Random, card_id: str) -> dict[str, str]:
    stamp = rng.randrange(10**9, 10**10)
    base = f"https://cards.scryfall.io/{{}}/front/{card_id[0]}/{card_id[1]}/{card_id}.jpg?{stamp}"
    return {kind: base.format(kind) for kind in ("small", "normal", "large", "png", "art_crop", "border_crop")}


def _printing(rng: random.Random, name: str) -> dict[str, Any]:
    """The printing-specific fields of a Scryfall card object (ids, URIs, set, prices …)."""
    card_id = str(uuid.UUID(int=rng.getrandbits(128)))
    set_code = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(3))
    slug = name.lower().replace(" ", "-").replace(",", "").replace("'", "")
    number = str(rng.randrange(1, 400))
    return {
        "object": "card", "id": card_id, "oracle_id": str(uuid.UUID(int=rng.getrandbits(128))),
        "multiverse_ids": [rng.randrange(1, 700000)], "mtgo_id": rng.randrange(1, 130000),
        "tcgplayer_id": rng.randrange(1, 600000), "cardmarket_id": rng.randrange(1, 800000),
        "lang": "en",
        "released_at": f"{rng.randrange(1993, 2026)}-{rng.randrange(1, 13):02d}-{rng.randrange(1, 29):02d}",
        "uri": f"https://api.scryfall.com/cards/{card_id}",
        "scryfall_uri": f"https://scryfall.com/card/{set_code}/{number}/{slug}?utm_source=api",
        "highres_image": True, "image_status": "highres_scan", "image_uris": _image_uris(rng, card_id),
        "keywords": [], "games": ["paper", "mtgo"], "reserved": False, "game_changer": False, "foil": True,
        "nonfoil": True, "finishes": ["nonfoil", "foil"], "oversized": False, "promo": False, "reprint": True,
        "variation": False, "set_id": str(uuid.UUID(int=rng.getrandbits(128))), "set": set_code,
        "set_name": f"Set {set_code.upper()}", "set_type": rng.choice(("expansion", "core", "masters", "commander")),
        "set_uri": f"https://api.scryfall.com/sets/{set_code}",
        "set_search_uri": f"https://api.scryfall.com/cards/search?order=set&q=e%3A{set_code}&unique=prints",
        "scryfall_set_uri": f"https://scryfall.com/sets/{set_code}?utm_source=api",
        "rulings_uri": f"https://api.scryfall.com/cards/{card_id}/rulings",
        "prints_search_uri": f"https://api.scryfall.com/cards/search?order=released&q=oracleid%3A{card_id}",
        "collector_number": number, "digital": False, "rarity": rng.choice(("common", "uncommon", "rare", "mythic")),
        "flavor_text": "The quick brown fox jumps over the lazy dog, and the lazy dog does not mind at all.",
        "card_back_id": "0aeebaf5-8c7d-4636-9e82-8c27447861f7", "artist": "Some Artist",
        "artist_ids": [str(uuid.UUID(int=rng.getrandbits(128)))],
        "illustration_id": str(uuid.UUID(int=rng.getrandbits(128))), "border_color": "black", "frame": "2015",
        "full_art": False, "textless": False, "booster": True, "story_spotlight": False,
        "edhrec_rank": rng.randrange(1, 30000), "penny_rank": rng.randrange(1, 15000),
        "legalities": {fmt: rng.choice(("legal", "not_legal")) for fmt in _FORMATS},
        "prices": {"usd": f"{rng.random() * 20:.2f}", "usd_foil": f"{rng.random() * 40:.2f}", "usd_etched": None,
                   "eur": f"{rng.random() * 20:.2f}", "eur_foil": f"{rng.random() * 40:.2f}", "tix": "0.02"},
        "related_uris": {
            "gatherer": f"https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid={rng.randrange(700000)}",
            "tcgplayer_infinite_articles": f"https://partner.tcgplayer.com/c/4931599/1830156/21018?subId1=api&"
                                           f"trafcat=infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3F"
                                           f"contentMode%3Darticle%26game%3Dmagic%26q%3D{slug}",
            "tcgplayer_infinite_decks": f"https://partner.tcgplayer.com/c/4931599/1830156/21018?subId1=api&"
                                        f"trafcat=infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3F"
                                        f"contentMode%3Ddeck%26game%3Dmagic%26q%3D{slug}",
            "edhrec": f"https://edhrec.com/route/?cc={slug}"},
        "purchase_uris": {
            "tcgplayer": f"https://partner.tcgplayer.com/c/4931599/1830156/21018?subId1=api&u=https%3A%2F%2F"
                         f"www.tcgplayer.com%2Fproduct%2F{rng.randrange(600000)}%3Fpage%3D1",
            "cardmarket": f"https://www.cardmarket.com/en/Magic/Products/Search?referrer=scryfall&searchString={slug}",
            "cardhoarder": f"https://www.cardhoarder.com/cards/{rng.randrange(130000)}?affiliate_id=scryfall"},
    }


def _printed(card: Card, *, colors: bool = True) -> dict[str, Any]:
    fields: dict[str, Any] = {"name": card.name, "mana_cost": card.mana_cost, "type_line": card.type_line,
                              "oracle_text": card.oracle_text}
    if colors:
        fields["colors"] = list(card.colors)
    for key in ("power", "toughness", "loyalty"):
        if getattr(card, key) is not None:
            fields[key] = getattr(card, key)
    return fields


def scryfall_record(card: Card, rng: random.Random) -> dict[str, Any]:
    """A Scryfall card object for a card of the shipped database, multi-face cards laid out as Scryfall does.

    Split, adventure and flip cards get a whole-card cost, type line and colours and faces without colours (an
    adventurer's power and toughness are on the card); double-faced cards get neither, their faces have colours.
    """
    record = _printing(rng, card.name)
    record.update({"name": card.name, "layout": card.layout, "cmc": float(len(card.mana_cost) // 3)})
    if card.faces:
        joined = card.layout in _JOINED_LAYOUTS
        faces = []
        for number, face in enumerate(card.faces):
            fields = {"object": "card_face", **_printed(face, colors=not joined)}
            if card.layout == "adventure" and number == 0:
                for key in ("power", "toughness"):
                    if key in fields:
                        record[key] = fields.pop(key)
            fields["flavor_text"] = record["flavor_text"]
            fields["artist"] = record["artist"]
            faces.append(fields)
        record["card_faces"] = faces
        record["type_line"] = " // ".join(face.type_line for face in card.faces)
        if joined:
            record["mana_cost"] = " // ".join(face.mana_cost for face in card.faces)
            record["colors"] = list(card.colors)
        else:
            record.pop("image_uris")
            for face in faces:
                face["image_uris"] = _image_uris(rng, record["id"])
    else:
        record.update(_printed(card))
    record["color_identity"] = list(card.colors)
    if card.produced_mana is not None:
        record["produced_mana"] = list(card.produced_mana)
    return record


def token_record(rng: random.Random, number: int) -> dict[str, Any]:
    """A token or art-series card, which an import skips."""
    layout = rng.choice(("token", "token", "art_series", "emblem", "double_faced_token"))
    name = f"Synthetic {layout.replace('_', ' ').title()} {number}"
    record = _printing(rng, name)
    record.update({"name": name, "layout": layout, "set_type": "token", "type_line": "Token Creature — Goblin",
                   "oracle_text": "", "mana_cost": "", "colors": ["R"], "power": "1", "toughness": "1"})
    return record


def _records(cards: list[Card], count: int, seed: int) -> Iterator[dict[str, Any]]:
    rng = random.Random(seed)
    skipped = count - len(cards) if count > len(cards) else count // 100
    real = count - skipped
    for number in range(real):
        card = cards[number % len(cards)]
        record = scryfall_record(card, rng)
        if number >= len(cards):  # more records than real cards: renamed copies
            record["name"] = f"{record['name']} {number // len(cards) + 1}"
            for face in record.get("card_faces", ()):
                face["name"] = f"{face['name']} {number // len(cards) + 1}"
            if "card_faces" in record:
                record["name"] = " // ".join(face["name"] for face in record["card_faces"])
        yield record
    for number in range(skipped):
        yield token_record(rng, number)


def write_oracle_cards(path: Path, count: int, seed: int = 6) -> tuple[int, int]:
    """Write a synthetic oracle-cards file of ``count`` records; returns (records, real cards)."""
    with CardDatabase.open(shipped_database_path()) as db:
        cards = list(db)
    real = 0
    with open(path, "w", encoding="utf-8") as f:
        f.write("[\n")
        for number, record in enumerate(_records(cards, count, seed)):
            f.write(("," if number else "") + json.dumps(record, ensure_ascii=False) + "\n")
            real += record.get("set_type") != "token"
        f.write("]\n")
    return count, real


_CHILD = r"""
import json, resource, sys, time, tracemalloc
from pathlib import Path
mode, source, output = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
from manaplan.models.cards.importers import import_cards
import ijson, sqlite3, zlib

def peak_kib():
    # VmHWM is this process's own peak RSS; ru_maxrss may carry the parent's from before fork and exec (Linux).
    try:
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
    except (OSError, StopIteration):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

before = peak_kib()
if mode == "trace":
    tracemalloc.start()
started = time.perf_counter()
if mode == "json.load":
    cards = len(json.load(open(source, encoding="utf-8")))
else:
    cards = import_cards(source, output).cards
seconds = time.perf_counter() - started
peak = tracemalloc.get_traced_memory()[1] if mode == "trace" else None
after = peak_kib()
print(json.dumps({"seconds": seconds, "cards": cards, "traced": peak, "rss_growth_kib": after - before}))
"""


def _child(mode: str, source: Path, output: Path) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "-c", _CHILD, mode, str(source), str(output)], check=True,
                          capture_output=True, text=True)
    return json.loads(done.stdout)


def measure(source: Path, output: Path, repeat: int = 1) -> dict[str, Any]:
    """Import ``source`` in fresh processes (the fastest of ``repeat`` timed runs), then once more under
    tracemalloc (peak Python allocations)."""
    timed = min((_child("time", source, output) for _ in range(max(repeat, 1))), key=lambda run: run["seconds"])
    traced = _child("trace", source, output)
    return {**timed, "traced": traced["traced"]}


def _round_trip(output: Path) -> tuple[int, int, list[str]]:
    """How many imported cards equal the shipped database's, ignoring fields Scryfall does not carry."""
    def comparable(card: Card) -> dict[str, Any]:
        record = card.to_dict()
        for key in ("text_as_of", "categories", "produced_mana"):
            record.pop(key, None)
        for face in record.get("faces", ()):
            for key in ("text_as_of", "categories", "produced_mana"):
                face.pop(key, None)
        return record

    same, differ = 0, []
    with CardDatabase.open(shipped_database_path()) as shipped, CardDatabase.open(output) as imported:
        for card in shipped:
            other = imported.find(card.name)
            if other is not None and comparable(other) == comparable(card):
                same += 1
            else:
                differ.append(card.name)
        return same, len(shipped), differ


def main(argv: list[str] | None = None) -> int:
    """Build the file(s), time the imports, print the table; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--records", type=int, default=30000, help="records in the synthetic file (30000)")
    parser.add_argument("--formats", default="json,gz,xz", help="file forms to time: json, gz, xz (all three)")
    parser.add_argument("--keep", type=Path, default=None, help="build the files here and keep them")
    parser.add_argument("--repeat", type=int, default=1, help="timed runs per file; the fastest is shown (1)")
    parser.add_argument("--no-reference", action="store_true", help="skip the json.load reference row")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        plain = folder / "oracle-cards-20250101100000.json"
        records, real = write_oracle_cards(plain, args.records)
        files = {"json": plain}
        forms = args.formats.split(",")
        if "gz" in forms:
            files["gz"] = plain.with_name(plain.name + ".gz")
            files["gz"].write_bytes(gzip.compress(plain.read_bytes(), compresslevel=6))
        if "xz" in forms:  # preset 1: the benchmark times reading, and xz -6 takes minutes to write
            files["xz"] = plain.with_name(plain.name + ".xz")
            files["xz"].write_bytes(lzma.compress(plain.read_bytes(), preset=1))
        print(f"synthetic Scryfall oracle-cards: {records:,} records, {real:,} cards to import, "
              f"{plain.stat().st_size / 1e6:.1f} MB of JSON ({plain.stat().st_size / records:,.0f} bytes a record)")
        header = (f"{'file':<12} {'size MB':>8} {'seconds':>8} {'cards/s':>9} {'peak traced MB':>15} "
                  f"{'RSS growth MB':>14}")
        print(header)
        print("-" * len(header))
        output = folder / "cards.sqlite"
        for form in forms:
            result = measure(files[form], output, args.repeat)
            size = files[form].stat().st_size
            rate = result["cards"] / result["seconds"]
            print(f"{form:<12} {size / 1e6:>8.1f} {result['seconds']:>8.2f} {rate:>9,.0f}"
                  f" {result['traced'] / 1e6:>15.1f} {result['rss_growth_kib'] / 1024:>14.1f}")
        if not args.no_reference:
            reference = _child("json.load", plain, output)
            print(f"{'json.load':<12} {plain.stat().st_size / 1e6:>8.1f} {reference['seconds']:>8.2f} {'':>9}"
                  f" {'':>15} {reference['rss_growth_kib'] / 1024:>14.1f}   (whole file in memory, parse only)")
        print(f"database: {output.stat().st_size / 1e6:.1f} MB")
        same, total, differ = _round_trip(output)
        print(f"round trip: {same:,} of {total:,} shipped cards identical after Card -> Scryfall record -> import"
              + (f"; differ: {', '.join(differ[:8])}" + (" …" if len(differ) > 8 else "") if differ else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
