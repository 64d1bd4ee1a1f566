"""Properties of ``manaplan turn`` (issue 14) against the independent brute force (:mod:`brute`), on small random
turns over a pool of real cards: a board of a few lands, rocks and mana creatures, a hand of at most four cards
(spells and lands), a library of a few basics, the land play used or not, and sometimes ``--most`` or ``--keep``.

For each turn, ``manaplan turn --json`` (through click's runner, as a user runs it) must:

- agree with the brute force on ``possible``; with ``--most``, on the number of candidates cast and then their total
  mana value; on the least life lost among such plans; with ``--keep``, on whether the kept cost stays payable;
- give a plan that replays step by step (:mod:`turn_replay`): each permanent tapped was untapped then and, if a
  creature that came under your control this turn, has haste (CR 302.6); each cast is paid exactly from the pool
  (CR 601.2h) at its total cost then (CR 601.2f); the pool never goes negative and carries from spell to spell (CR
  500.4); one land play (CR 305.2); the totals (``cast``, ``tapped``, ``life_lost``, ``mana_left``) are the steps'.

Until the command exists in this checkout those tests skip, saying so. What runs today: the brute force on cases
worked out by hand, and a property of the brute force against ``pay`` (a one-spell turn with no helpers is one
payment: the brute force's answer must be ``pay``'s, life included), so the search's mana side is checked against
the engine.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace

import yaml
from hypothesis import HealthCheck, example, given, note, settings
from hypothesis import strategies as st

from manaplan_tests import INF, examples, load_helper


brute = load_helper("turn/brute")
turn_replay = load_helper("turn/turn_replay")
Perm, Turn, solve = brute.Perm, brute.Turn, brute.solve

SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                      HealthCheck.function_scoped_fixture])

#: What may be on the battlefield: lands, rocks, mana creatures, the two cost changers.
BOARD_POOL = ["Plains", "Island", "Swamp", "Mountain", "Forest", "City of Brass", "Llanowar Wastes", "Polluted Delta",
              "Sol Ring", "Azorius Signet", "Golgari Signet", "Arcane Signet", "Llanowar Elves",
              "Ruby, Daring Tracker", "Thalia, Guardian of Thraben", "Goblin Electromancer", "Exploration"]
#: What may be in hand: every spell of the pool and a few lands to play.
SPELLS = ["Sol Ring", "Azorius Signet", "Golgari Signet", "Arcane Signet", "Llanowar Elves", "Ruby, Daring Tracker",
          "Dark Ritual", "Cultivate", "Nature's Lore", "Rampant Growth", "Goblin Electromancer",
          "Thalia, Guardian of Thraben", "Counterspell", "Lightning Bolt", "Divination", "Grizzly Bears",
          "Phantom Monster", "Pitiless Gorgon", "Nature's Chant", "Deathgaze Cockatrice", "Stonecoil Serpent",
          "Fireball", "Exploration", "Azusa, Lost but Seeking", "Burning-Tree Emissary", "Wood Elves",
          "Farhaven Elf", "Fling", "Bone Splinters", "Natural Order"]
HAND_LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest", "City of Brass", "Llanowar Wastes", "Polluted Delta"]
BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
KEEPS = ["{U}", "{U}{U}", "{1}{G}", "{R}", "{2}", "{B}{G}", "{W}{U}"]
POOLS = ["{B}", "{U}{U}", "{C}", "{R}{G}", "{W}"]


# ---------------------------------------------------------------------------------------------------- hand-checked
def T(perms, hand, **kw):
    return Turn(battlefield=tuple(p if isinstance(p, Perm) else Perm(p) for p in perms), hand=tuple(hand), **kw)


def test_brute_force_arcane_signet_adds_nothing_without_a_commander():
    # CR 903.4f: with no commander, "your commander's color identity" is undefined, so the ability adds nothing.
    assert not solve(T(["Arcane Signet"], ["Lightning Bolt"], land_played=True)).possible
    assert solve(T(["Sol Ring"], ["Arcane Signet"], land_played=True)).possible  # {2} from Sol Ring's {C}{C}


def test_brute_force_signet_needs_mana_made_before_it():
    # CR 605.3b / 601.2g: the Signet's {1} is paid from mana already in the pool, never from its own mana.
    assert not solve(T(["Azorius Signet"], ["Counterspell"], land_played=True)).possible
    # the Island's {U} pays the Signet's {1}, which adds {W}{U}: that pays Nature's Chant {1}{G/W}, not
    # Counterspell {U}{U} (one {U}) nor Divination {2}{U} (two mana)
    assert solve(T(["Azorius Signet", "Island"], ["Nature's Chant"], land_played=True)).possible
    assert not solve(T(["Azorius Signet", "Island"], ["Counterspell"], land_played=True)).possible
    assert not solve(T(["Azorius Signet", "Island"], ["Divination"], land_played=True)).possible


def test_brute_force_counts_life_once_per_painful_tap():
    assert not solve(T(["City of Brass", "Llanowar Wastes"], ["Pitiless Gorgon"], land_played=True)).possible
    # Pitiless Gorgon {1}{B/G}{B/G}: Swamp's {B}, City of Brass's {B} or {G} (1 damage) for the other hybrid, the
    # Wastes' {C} (no damage) for the {1}: one life, not two
    ans = solve(T(["City of Brass", "Llanowar Wastes", "Swamp"], ["Pitiless Gorgon"], land_played=True))
    assert ans.possible and ans.life_lost == 1
    # Lightning Bolt {R}: only City of Brass makes {R}
    assert solve(T(["City of Brass", "Llanowar Wastes"], ["Lightning Bolt"], land_played=True)).life_lost == 1


def test_brute_force_most_prefers_more_cards_then_more_mana_value():
    ans = solve(T(["Forest", "Mountain"], ["Lightning Bolt", "Llanowar Elves", "Divination"], land_played=True))
    assert not ans.possible and ans.cast == 2 and ans.mana_value == 2  # Bolt + Elves, not Divination (3 mana)
    ans = solve(T(["Forest", "Mountain"], ["Grizzly Bears", "Llanowar Elves"], land_played=True))
    assert ans.cast == 1 and ans.mana_value == 2  # one card; Bears has the greater mana value


def test_brute_force_named_cards_twice_are_two_copies():
    two = T(["Swamp"], ["Dark Ritual", "Dark Ritual"], candidates=("Dark Ritual", "Dark Ritual"), land_played=True)
    ans = solve(two)
    assert ans.possible and ans.cast == 2  # the first ritual's {B}{B}{B} pays the second
    one = T(["Swamp"], ["Dark Ritual"], candidates=("Dark Ritual", "Dark Ritual"), land_played=True)
    assert not solve(one).possible


def test_brute_force_keep_counts_untapped_permanents_and_the_pool():
    ans = solve(T(["Island", "Island", "Swamp"], ["Dark Ritual"], land_played=True, keep="{U}{U}"))
    assert ans.possible and ans.kept is True  # Swamp pays the ritual; {B}{B}{B} left; two Islands untapped
    ans = solve(T(["Island", "Swamp"], ["Dark Ritual"], land_played=True, keep="{B}{B}{U}"))
    assert ans.kept is True  # the ritual's mana stays in the pool (CR 500.4) and the Island is untapped
    ans = solve(T(["Forest", "Island"], ["Llanowar Elves"], land_played=True, keep="{G}{U}"))
    assert ans.possible and ans.kept is False  # the Elves entered this turn: sick, no {G} for the kept cost


def test_brute_force_orders_the_kept_cost_before_life_as_turn_documents():
    # Arcane Signet {2} from Sol Ring's {C}{C} costs no life but leaves {C}{C} unpayable; two Cities of Brass keep
    # Sol Ring for it, at 2 life. turn: "plans that leave COST payable come first"; pay's order has life first.
    turn = T(["Sol Ring", "City of Brass", "City of Brass"], ["Arcane Signet"], land_played=True, keep="{C}{C}")
    ans = solve(turn)
    assert ans.possible and ans.kept is True and ans.life_lost == 2
    ans = solve(turn, order=("cast", "mana_value", "helpers", "life", "kept"))
    assert ans.possible and ans.kept is False and ans.life_lost == 0


def test_brute_force_uses_a_helper_only_for_more_candidates():
    # SPEC: "A helper is used only when it lets more candidates be cast": the Mountain in hand would save the life
    # City of Brass costs, but it is not played for that (the land play is a helper too).
    turn = T(["City of Brass"], ["Mountain", "Lightning Bolt"])
    ans = solve(turn)
    assert ans.possible and ans.helpers == 0 and ans.life_lost == 1
    ans = solve(turn, order=("cast", "mana_value", "kept", "life", "helpers"))
    assert ans.possible and ans.helpers == 1 and ans.life_lost == 0


def test_brute_force_cracks_a_fetchland_for_a_land_the_library_has():
    # Polluted Delta: {T}, pay 1 life, sacrifice it: an Island or Swamp card onto the battlefield (untapped)
    turn = T(["Polluted Delta", "Island"], ["Counterspell"], library=("Island",), land_played=True)
    ans = solve(turn)
    assert ans.possible and ans.life_lost == 1 and ans.sacrificed == 1
    assert not solve(T(["Polluted Delta", "Island"], ["Counterspell"], library=("Forest",), land_played=True)).possible
    # played from hand and cracked the same turn (a land has no summoning sickness, CR 302.6)
    assert solve(T(["Island"], ["Polluted Delta", "Counterspell"], library=("Swamp", "Island"))).possible


def test_brute_force_sacrifices_a_creature_for_fling():
    # Fling {1}{R}, "sacrifice a creature" (CR 601.2b): none on the battlefield, none castable
    assert not solve(T(["Mountain", "Mountain"], ["Fling"], land_played=True)).possible
    # Llanowar Elves cast this turn, summoning sick, is sacrificed all the same
    ans = solve(T(["Forest", "Mountain", "Mountain"], ["Llanowar Elves", "Fling"], land_played=True))
    assert ans.possible and ans.sacrificed == 1
    # Natural Order needs a green creature: Goblin Electromancer ({U}{R}) is not
    assert not solve(T(["Forest"] * 4 + ["Goblin Electromancer"], ["Natural Order"], land_played=True)).possible


def test_brute_force_puts_a_land_with_arboreal_grazer_untapped_only_by_amulet():
    # the Mountain Grazer's trigger puts (no land play, CR 305.4) is tapped; Amulet of Vigor untaps it for Bolt
    data = ["Arboreal Grazer", "Mountain", "Lightning Bolt"]
    assert solve(T(["Forest", "Amulet of Vigor"], data, land_played=True)).cast == 2
    assert solve(T(["Forest"], data, land_played=True)).cast == 1
    # Amulet cast before Grazer untaps the land put as well
    assert solve(T(["Forest", "Sol Ring"], data + ["Amulet of Vigor"], land_played=True)).cast == 3


# ---------------------------------------------------------------------------------------------------- strategies
@st.composite
def turns(draw, *, most=None, keep=None, helpers=True):
    perms = draw(st.lists(st.sampled_from(BOARD_POOL), min_size=1, max_size=4))
    battlefield = []
    for name in perms:
        card = brute.CARDS[name]
        sick = card.is_creature and draw(st.booleans())
        battlefield.append(Perm(name, False, sick))
    hand = draw(st.lists(st.sampled_from(SPELLS + HAND_LANDS if helpers else SPELLS), min_size=1, max_size=4))
    library = draw(st.lists(st.sampled_from(BASICS), max_size=2))
    land_played = draw(st.booleans())
    pool = draw(st.sampled_from(POOLS)) if draw(st.integers(0, 4)) == 0 else ""  # mana floated earlier (CR 500.4)
    spells = [c for c in hand if not brute.CARDS[c].is_land]
    candidates = None
    if spells and draw(st.booleans()):  # name some of them (the rest may help)
        candidates = tuple(draw(st.lists(st.sampled_from(spells), min_size=1, max_size=len(spells))))
        counts, have = Counter(candidates), Counter(spells)
        candidates = tuple((counts & have).elements())
    kept = draw(st.sampled_from(KEEPS)) if (keep if keep is not None else draw(st.booleans())) else None
    turn = Turn(tuple(battlefield), tuple(hand), tuple(library), land_played, pool, candidates, kept)
    return turn, draw(st.booleans()) if most is None else most


def board_data(turn: Turn) -> dict:
    """The board file (as data) for ``turn``: permanents in order, hand, library, the land play."""
    perms = []
    for p in turn.battlefield:
        entry = {"card": p.name}
        if p.sick:
            entry["sick"] = True
        if p.tapped:
            entry["tapped"] = True
        perms.append(entry if len(entry) > 1 else p.name)
    # the opponent's artifact creatures: a target for each spell that needs one (Snap, Lightning Axe, Nature's Chant,
    # CR 601.2c), which the brute force does not look for; they make no mana of yours
    perms.append({"card": "Ornithopter", "controller": "opponent", "count": len(turn.hand) + len(turn.library) + 1})
    data = {"land_played": turn.land_played, "permanents": perms, "hand": list(turn.hand)}
    if turn.library:
        data["library"] = list(turn.library)
    if turn.pool:
        data["pool"] = turn.pool
    return data


# ---------------------------------------------------------------------------------------------------- against pay
@given(turns(most=False, keep=False, helpers=False))
@settings(max_examples=examples(30), **SETTINGS)
def test_brute_force_one_spell_turn_is_one_payment(case):
    """A turn casting one spell with no other card in hand is one payment of its total cost (CR 601.2f-h) on the
    board as it is: the brute force must answer as ``pay`` does, least life included."""
    from manaplan.models.board_files import board_from_data
    from manaplan.models.cards.store import default_database
    from manaplan.models.spells import spells_of
    from manaplan.solver.pay.solve import solve_payment

    turn, _ = case
    spell = next(c for c in turn.hand if not brute.CARDS[c].is_land)
    turn = Turn(turn.battlefield, (spell,), (), True)
    statics = brute.static_counts(p.name for p in turn.battlefield)
    cost = brute.total_cost(brute.CARDS[spell], statics).text()
    note(f"{turn} cost {cost}")
    ans = solve(turn)
    # a spell whose additional cost sacrifices a creature (Fling) is paid with it sacrificed (CR 601.2b, 601.2h)
    sacrifice = spells_of(default_database().get(spell))[0].additional.sacrifices
    payment = solve_payment(board_from_data(board_data(turn)), cost, time_limit=INF, sacrifice=sacrifice)
    assert ans.possible == payment.payable, (ans.plan, payment.reason)
    if payment.payable and payment.optimal:
        assert ans.life_lost == payment.life_lost, ans.plan


# ---------------------------------------------------------------------------------------------------- the command
def run_turn(run, turn: Turn, most: bool) -> tuple[int, dict]:
    args = ["turn", "-", *(turn.candidates or ()), "--json"]
    if most:
        args.append("--most")
    if turn.keep:
        args += ["--keep", turn.keep]
    result = run(*args, input=yaml.safe_dump(board_data(turn), sort_keys=False))
    assert result.exit_code in (0, 1), f"exit {result.exit_code}: {result.output}{result.stderr}"
    return result.exit_code, json.loads(result.stdout)


#: The brute force's spells whose only legal targets are on the stack: ``turn --most`` over the hand does not count
#: them, the turn being planned with the stack empty (CR 115.1, 601.2c); the brute force counts mana only.
STACK_ONLY = frozenset({"Counterspell"})


def as_asked(turn: Turn, most: bool) -> tuple[Turn, bool]:
    """The brute force's question for what ``turn`` answers, and whether a spell of the hand was left out: with
    ``--most`` over the hand, the :data:`STACK_ONLY` spells are not candidates (they are then never cast: they help
    nothing), and the answer is not "possible"."""
    if not most or turn.candidates is not None or not STACK_ONLY.intersection(turn.hand):
        return turn, False
    asked = tuple(c for c in turn.hand if not brute.CARDS[c].is_land and c not in STACK_ONLY)
    return replace(turn, candidates=asked), True


def check_against_brute_force(turn: Turn, most: bool, status: int, data: dict) -> None:
    """The comparison the property makes, as a function so that a found board can be rerun by hand."""
    turn, left_out = as_asked(turn, most)
    ans = solve(turn)
    note(f"brute force: possible {ans.possible}, cast {ans.cast}, mana value {ans.mana_value}, life "
         f"{ans.life_lost}, kept {ans.kept}; plan {ans.plan}")
    note(f"manaplan: {json.dumps({k: data.get(k) for k in ('possible', 'cast', 'life_lost', 'kept', 'reason')})}")
    if any("may sacrifice it" in entry for entry in data.get("left_out") or ()):
        assert not data["proven"]  # a permanent whose effects are in force (Goblin Electromancer) a cast may sacrifice
    if data.get("left_out") and not data["proven"]:
        # plans left out and said so (that sacrifice; a card a spell puts into your hand discarded to Lightning Axe):
        # what is cast is still a legal plan, never more than the best
        wanted = Counter(turn.wanted())
        assert sum((Counter(data["cast"]) & wanted).values()) <= ans.cast
        if data["possible"] or most:
            turn_replay.replay(turn, data)
        return
    assert data["possible"] is (ans.possible and not left_out)
    assert status == (0 if ans.possible or most else 1)
    if not (ans.possible or most):
        assert data["reason"]
        return
    wanted = Counter(turn.wanted())
    got = Counter(data["cast"]) & wanted
    assert sum(got.values()) == ans.cast
    assert sum(brute.CARDS[c].mana_value * n for c, n in got.items()) == ans.mana_value
    proven = data.get("proven", data.get("optimal", True))
    if proven:
        assert data["life_lost"] == ans.life_lost
        if turn.keep:
            assert data["kept"] is ans.kept
    turn_replay.replay(turn, data)


@given(turns())
@settings(max_examples=examples(15), **SETTINGS)
@example((T(["Island"], ["Island", "Counterspell"]), False))
@example((T(["Forest", "Forest", "Forest", "Island"], ["Cultivate", "Counterspell"], library=("Island", "Island")),
          False))
@example((T(["Plains", "Island", "Island"], ["Sol Ring", "Azorius Signet", "Phantom Monster"], land_played=True),
          True))
@example((T(["Exploration"], ["Forest", "Mountain", "Grizzly Bears"]), False))  # CR 305.2: two land plays
@example((T(["Exploration"], ["Forest", "Grizzly Bears"]), False))  # one land in hand: one play, not enough
@example((T([], ["Forest", "Island", "Exploration", "Counterspell"]), True))  # Exploration cast, then the Island
@example((T(["Exploration"], ["Forest", "Mountain", "Grizzly Bears"], land_played=True), False))  # plays used
@example((T(["Mountain", "Forest"], ["Burning-Tree Emissary", "Grizzly Bears"], land_played=True), False))  # {R}{G}
@example((T(["Forest", "Forest", "Forest"], ["Wood Elves", "Llanowar Elves"], library=("Forest",),
            land_played=True), False))  # the Forest found untapped
@example((T(["Forest", "Forest", "Forest"], ["Farhaven Elf", "Llanowar Elves"], library=("Forest",),
            land_played=True), True))  # the basic found tapped
@example((T(["Forest", "Mountain", "Mountain"], ["Llanowar Elves", "Fling"], land_played=True), False))
@example((T(["Forest", "Forest", "Llanowar Elves"], ["Natural Order", "Bone Splinters"], land_played=True), True))
def test_turn_agrees_with_the_brute_force_and_replays(run, case):
    turn, most = case
    status, data = run_turn(run, turn, most)
    check_against_brute_force(turn, most, status, data)


@st.composite
def turns_with_more_land_plays(draw):
    """Small turns where more than one land may be played (CR 305.2): Exploration or Azusa on the battlefield or in
    hand, one to three lands in hand, a spell or two."""
    perms = draw(st.lists(st.sampled_from(["Forest", "Island", "Mountain", "Swamp", "City of Brass", "Sol Ring",
                                           "Llanowar Elves", "Exploration", "Azusa, Lost but Seeking"]),
                          max_size=3))
    grant = draw(st.sampled_from(["Exploration", "Azusa, Lost but Seeking"]))
    on_board = draw(st.booleans())
    battlefield = [Perm(n) for n in perms] + ([Perm(grant)] if on_board else [])
    lands = draw(st.lists(st.sampled_from(["Forest", "Island", "Mountain", "City of Brass"]), min_size=1,
                          max_size=3))
    spells = draw(st.lists(st.sampled_from(["Lightning Bolt", "Grizzly Bears", "Counterspell", "Divination",
                                            "Llanowar Elves", "Dark Ritual", "Phantom Monster"]),
                           min_size=1, max_size=2))
    hand = lands + spells + ([] if on_board else [grant])
    turn = Turn(tuple(battlefield), tuple(hand), (), draw(st.integers(0, 3)) == 0, "", None, None)
    return turn, draw(st.booleans())


@given(turns_with_more_land_plays())
@settings(max_examples=examples(10), **SETTINGS)
@example((T(["Azusa, Lost but Seeking"], ["Forest", "Island", "Mountain", "Phantom Monster"]), False))
@example((T(["Forest"], ["Forest", "Island", "Exploration", "Divination"]), True))
def test_turn_with_more_land_plays_agrees_with_the_brute_force_and_replays(run, case):
    """CR 305.2: Exploration ("You may play an additional land on each of your turns.") and Azusa ("… two additional
    lands …"), on the battlefield or cast this turn before the extra plays are used: ``turn`` agrees with the brute
    force, which plays a land whenever the lands played are fewer than those allowed (CR 305.2a), and the plan
    replays with no land played beyond them."""
    turn, most = case
    status, data = run_turn(run, turn, most)
    check_against_brute_force(turn, most, status, data)


#: Spells whose additional cost sacrifices a creature, and creatures to cast before them (CR 601.2b, 608.3).
SACRIFICING = ["Fling", "Bone Splinters", "Natural Order"]
CREATURES = ["Llanowar Elves", "Grizzly Bears", "Goblin Electromancer", "Thalia, Guardian of Thraben",
             "Ruby, Daring Tracker", "Raise the Alarm", "Beetleback Chief"]  # two make creature tokens (CR 111.1)


@st.composite
def sacrificing_turns(draw):
    """A turn of :func:`turns` whose hand holds a spell that sacrifices a creature, and maybe a creature to cast."""
    turn, most = draw(turns())
    hand = turn.hand[:2] + (draw(st.sampled_from(SACRIFICING)),) + tuple(
        draw(st.lists(st.sampled_from(CREATURES), max_size=1)))
    return Turn(turn.battlefield, hand, turn.library, turn.land_played, turn.pool, None, turn.keep), most


@given(sacrificing_turns())
@settings(max_examples=examples(15), **SETTINGS)
@example((T(["Island", "Island"], ["Sol Ring", "Llanowar Elves", "Fling"], land_played=True), True))
@example((T(["Mountain", "Mountain", "Plains", "Plains"], ["Raise the Alarm", "Fling"], land_played=True), True))
def test_turn_with_sacrifices_agrees_with_the_brute_force_and_replays(run, case):
    """Additional costs that sacrifice a creature (Fling, Natural Order's green one), the creature tapped for mana
    first or cast earlier this turn, or a token a spell made (Raise the Alarm's Soldiers, Beetleback Chief's
    Goblins: ``solver.turn.token_fodder``): ``turn`` agrees with the brute force, and its plan replays."""
    turn, most = case
    status, data = run_turn(run, turn, most)
    check_against_brute_force(turn, most, status, data)


@st.composite
def affinity_turns(draw):
    """Small turns with affinity for artifacts (Frogmite, Myr Enforcer: {1} less for each artifact you control, CR
    702.41a) beside Fling ("sacrifice a creature"): an artifact creature counted by a spell's cost may be sacrificed
    to Fling only after that spell was cast (CR 601.2f, 601.2h), so the order of casts matters; and Treasures, counted
    while they are there, sacrificed for mana later or while the spell that counts them is paid for (CR 601.2g)."""
    battlefield = [Perm(n, False, brute.CARDS[n].is_creature and draw(st.booleans())) for n in draw(st.lists(
        st.sampled_from(["Great Furnace", "Seat of the Synod", "Mountain", "Frogmite", "Sol Ring", "Llanowar Elves",
                         "Treasure"]), min_size=1, max_size=4))]
    hand = ["Fling"] + draw(st.lists(st.sampled_from(["Frogmite", "Myr Enforcer", "Fling", "Grizzly Bears",
                                                     "Lightning Bolt", "Thoughtcast"]), min_size=1, max_size=3))
    return Turn(tuple(battlefield), tuple(hand), (), True), draw(st.booleans())


@given(affinity_turns())
@settings(max_examples=examples(7), **SETTINGS)
@example((T(["Great Furnace", "Great Furnace", "Seat of the Synod", "Frogmite"], ["Fling", "Myr Enforcer"]),
          True))
@example((T(["Great Furnace", "Great Furnace", "Great Furnace"], ["Frogmite", "Frogmite", "Myr Enforcer", "Fling"]),
          True))
@example((T(["Treasure", "Seat of the Synod"], ["Frogmite", "Fling"]), True))  # the Treasure counted, then its mana
@example((T(["Treasure", "Treasure", "Mountain", "Seat of the Synod"], ["Frogmite", "Myr Enforcer", "Lightning Bolt"]),
          True))
@example((T(["Treasure", "Treasure"] + ["Mountain"] * 4, ["Thoughtcast", "Thoughtcast"]), True))  # one, not two
def test_turn_with_affinity_and_sacrifices_agrees_with_the_brute_force_and_replays(run, case):
    """Affinity for artifacts counts the artifacts there as each spell is cast (CR 702.41a, 601.2f) and Fling's cost
    sacrifices a creature (CR 601.2b, 601.2h): ``turn`` agrees with the brute force, which casts in every order, and
    its plan replays with each spell's cost counted at its cast; and the answer is proven (a counted artifact is
    sacrificed after the spells that count it, never left out)."""
    turn, most = case
    status, data = run_turn(run, turn, most)
    check_against_brute_force(turn, most, status, data)
    assert data["proven"], data["notes"] + data["left_out"]


@st.composite
def metalcraft_turns(draw):
    """Small turns with Mox Opal ("Activate only if you control three or more artifacts.", CR 602.5b) on the
    battlefield or in hand (one: it is legendary), beside artifacts that may enter (Sol Ring, Mox Opal itself) or
    leave (a Treasure sacrificed for mana, Fling's Frogmite): the artifacts are counted as it is activated, so when
    it taps matters. (Frogmite's affinity in hand is not here: the artifacts cast before it are not counted for its
    cost, and such an answer is not proven.)"""
    battlefield = [Perm(n, False, brute.CARDS[n].is_creature and draw(st.booleans())) for n in draw(st.lists(
        st.sampled_from(["Great Furnace", "Seat of the Synod", "Mountain", "Forest", "Frogmite", "Sol Ring",
                         "Treasure"]), min_size=1, max_size=4))]
    hand = draw(st.lists(st.sampled_from(["Fling", "Sol Ring", "Llanowar Elves", "Lightning Bolt", "Grizzly Bears",
                                          "Divination"]), min_size=1, max_size=3))
    if draw(st.booleans()):
        battlefield.append(Perm("Mox Opal"))
    else:
        hand.append("Mox Opal")
    return Turn(tuple(battlefield), tuple(hand), (), True), draw(st.booleans())


@given(metalcraft_turns())
@settings(max_examples=examples(7), **SETTINGS)
@example((T(["Mox Opal", "Treasure", "Seat of the Synod", "Mountain"], ["Grizzly Bears", "Lightning Bolt"]),
          True))  # Opal before the Treasure is sacrificed (CR 106.4: its mana waits in the pool)
@example((T(["Mox Opal", "Great Furnace"], ["Sol Ring", "Llanowar Elves", "Lightning Bolt"]), True))  # Bolt: no third
@example((T(["Mox Opal", "Great Furnace", "Mountain"], ["Frogmite", "Fling", "Grizzly Bears"]), True))
@example((T(["Great Furnace", "Seat of the Synod", "Forest"], ["Mox Opal", "Grizzly Bears"]), False))  # cast, tapped
def test_turn_with_metalcraft_agrees_with_the_brute_force_and_replays(run, case):
    """Mox Opal's condition is read as it is activated (CR 602.5b), on the artifacts there then: those cast before
    it (CR 601.2i, 608.3) and not those sacrificed before it (a Treasure, Fling's cost, CR 601.2b, 601.2h); its mana,
    made before anything left, stays in the pool for a later spell (CR 106.4). ``turn`` agrees with the brute force,
    its plan replays with the condition checked at each tap, and the answer is proven."""
    turn, most = case
    status, data = run_turn(run, turn, most)
    check_against_brute_force(turn, most, status, data)
    assert data["proven"], data["notes"] + data["left_out"]


@st.composite
def landfall_turns(draw):
    """Small turns with Lotus Cobra ("Whenever a land you control enters, add one mana of any color.") on the
    battlefield, lands to play, fetchlands (Polluted Delta, on the battlefield or played: its crack's land a landfall
    too, CR 603.2, 603.6a), spells that find a land untapped (Nature's Lore, Wood Elves) and one that puts it there
    tapped (Rampant Growth: a landfall all the same): a trigger per land
    entering (CR 603.2c), its mana there once it resolved (CR 603.3), before the next spell."""
    battlefield = [Perm("Lotus Cobra")] + [Perm(n) for n in draw(st.lists(
        st.sampled_from(["Forest", "Mountain", "Island", "Sol Ring", "Polluted Delta"]), min_size=1, max_size=3))]
    lands = ["Forest", "Mountain", "Island", "Polluted Delta"]
    hand = draw(st.lists(st.sampled_from(lands), max_size=2)) + draw(st.lists(
        st.sampled_from(["Nature's Lore", "Wood Elves", "Grizzly Bears", "Lightning Bolt", "Llanowar Elves",
                         "Divination", "Sol Ring", "Phantom Monster", "Rampant Growth"]), min_size=1, max_size=3))
    library = ("Island",) + tuple(draw(st.lists(st.sampled_from(["Forest", "Island"]), max_size=2)))
    return Turn(tuple(battlefield), tuple(hand), library, draw(st.booleans())), draw(st.booleans())


@given(landfall_turns())
@settings(max_examples=examples(7), **SETTINGS)
@example((T(["Lotus Cobra", "Forest"], ["Mountain", "Sol Ring", "Llanowar Elves", "Grizzly Bears", "Lightning Bolt"],
            library=("Island",)), True))  # one trigger for the Mountain, spent once
@example((T(["Lotus Cobra", "Forest", "Forest"], ["Nature's Lore", "Grizzly Bears"], library=("Forest", "Island"),
            land_played=True), True))  # the Forest found triggers it
@example((T(["Lotus Cobra", "Forest"], ["Polluted Delta", "Grizzly Bears", "Llanowar Elves"], library=("Island",)),
          True))  # the Delta played and the Island it fetches: two triggers
@example((T(["Lotus Cobra", "Forest", "Forest"], ["Rampant Growth", "Llanowar Elves"], library=("Forest", "Island"),
            land_played=True), True))  # the Forest put tapped triggers it: its mana pays the Elves
def test_turn_with_lotus_cobra_agrees_with_the_brute_force(run, case):
    """Lotus Cobra's landfall for the lands played, fetched or found untapped by spells is counted, once per land
    (CR 603.2c): ``turn`` agrees with the brute force, which triggers it for every land entering, on the candidates
    cast, their mana value and the life lost, proven. (The plan is not replayed: the replay does not know triggers.)"""
    turn, most = case
    status, data = run_turn(run, turn, most)
    turn, left_out = as_asked(turn, most)
    ans = solve(turn)
    note(f"brute force: possible {ans.possible}, cast {ans.cast}, mana value {ans.mana_value}; plan {ans.plan}")
    note(f"manaplan: {json.dumps({k: data.get(k) for k in ('possible', 'cast', 'proven', 'notes', 'left_out')})}")
    searchers = {"Nature's Lore", "Wood Elves", "Polluted Delta"}
    if not data["proven"]:  # Rampant Growth's land counted only where no other search may take it (CR 701.23)
        assert "Rampant Growth" in turn.hand and (searchers & {*turn.hand, *(p.name for p in turn.battlefield)}
                                                  or turn.hand.count("Rampant Growth") > 1)
        assert any("Lotus Cobra" in n for n in data["notes"])
        assert len(data["cast"]) <= ans.cast  # a plan missed, never a wrong one
        return
    assert data["possible"] is (ans.possible and not left_out)
    assert status == (0 if ans.possible or most else 1)
    if not (ans.possible or most):
        return
    got = Counter(data["cast"]) & Counter(turn.wanted())
    assert sum(got.values()) == ans.cast
    assert sum(brute.CARDS[c].mana_value * n for c, n in got.items()) == ans.mana_value
    assert data["life_lost"] == ans.life_lost


@st.composite
def discarding_turns(draw):
    """A turn of :func:`turns` whose hand holds Lightning Axe ("As an additional cost to cast this spell, discard a
    card or pay {5}.") and up to three other cards: the card it discards must be one the turn neither casts nor
    plays."""
    turn, most = draw(turns())
    hand = turn.hand[:draw(st.integers(0, 3))] + ("Lightning Axe",)
    return Turn(turn.battlefield, hand, turn.library, turn.land_played, turn.pool, None, turn.keep), most


@given(discarding_turns())
@settings(max_examples=examples(7), **SETTINGS)
@example((T(["Mountain"], ["Lightning Axe"], land_played=True), True))  # nothing else to discard
@example((T([], ["Mountain", "Lightning Axe"]), False))  # the Mountain is played: not discarded too
@example((T(["Mountain"], ["Mountain", "Lightning Axe"]), False))  # the Mountain discarded, not played
@example((T(["Mountain"], ["Lightning Axe", "Lightning Axe"]), True))  # one Axe discards the other
@example((T(["Mountain", "Island", "Island"], ["Lightning Axe", "Counterspell", "Lightning Bolt"]), True))
@example((T(["Plains", "Plains", "Mountain", "Forest"], ["Cultivate", "Lightning Axe"], library=("Plains", "Plains")), True))
def test_turn_with_discards_agrees_with_the_brute_force_and_replays(run, case):
    """An additional cost that discards a card or pays mana instead (Lightning Axe, CR 601.2b, 701.9a): ``turn``
    agrees with the brute force, which tries each card of the hand to discard as the spell is cast, and its plan
    replays with a card to discard still in hand."""
    turn, most = case
    status, data = run_turn(run, turn, most)
    check_against_brute_force(turn, most, status, data)


@st.composite
def cradle_turns(draw):
    """Small turns with Gaea's Cradle ("{T}: Add {G} for each creature you control") and creatures to cast: its count
    is taken as it resolves (CR 605.3b), with the creatures cast this turn that resolved (CR 608.3) — so the order
    of casts and the Cradle's tap matter; and Chromatic Lantern, whose effect gives lands any colour once it
    resolved."""
    others = draw(st.lists(st.sampled_from(["Forest", "Mountain", "Swamp", "Llanowar Elves", "Sol Ring",
                                            "Chromatic Lantern"]), max_size=3))
    battlefield = [Perm("Gaea's Cradle")] + [Perm(n, False, brute.CARDS[n].is_creature and draw(st.booleans()))
                                             for n in others]
    hand = draw(st.lists(st.sampled_from(["Llanowar Elves", "Grizzly Bears", "Burning-Tree Emissary",
                                          "Pitiless Gorgon", "Phantom Monster", "Lightning Bolt", "Dark Ritual",
                                          "Divination", "Forest", "Ruby, Daring Tracker", "Chromatic Lantern",
                                          "Counterspell"]), min_size=1, max_size=4))
    return Turn(tuple(battlefield), tuple(hand), (), draw(st.booleans())), draw(st.booleans())


@given(cradle_turns())
@settings(max_examples=examples(15), **SETTINGS)
@example((T(["Gaea's Cradle", "Forest", "Forest", "Llanowar Elves"], ["Llanowar Elves", "Grizzly Bears",
                                                                      "Pitiless Gorgon"], land_played=True), True))
@example((T(["Gaea's Cradle", "Forest"], ["Llanowar Elves", "Llanowar Elves", "Grizzly Bears"], land_played=True),
          True))  # the Cradle adds nothing before a creature resolved
@example((T(["Gaea's Cradle", "Sol Ring", "Forest", "Forest"], ["Chromatic Lantern", "Counterspell"],
            land_played=True), True))  # the Forests tap for {U} once the Lantern resolved
def test_turn_with_gaeas_cradle_agrees_with_the_brute_force_and_replays(run, case):
    """``turn`` counts the creatures cast this turn in Gaea's Cradle's mana when it is tapped after they resolved,
    and a Chromatic Lantern cast this turn in the lands' mana after it, exactly: the brute force over every order of
    casts and taps agrees, and the plan replays."""
    turn, most = case
    status, data = run_turn(run, turn, most)
    check_against_brute_force(turn, most, status, data)


@st.composite
def goblin_turns(draw):
    """Small turns with Goblin Warchief ("Goblin spells you cast cost {1} less to cast. Goblins you control have
    haste.") on the battlefield or in hand, Goblins with and without a ``{T}`` mana ability (Ignoble Hierarch, Goblin
    Piker), there since the turn began or come this turn: the Hierarch taps once a Warchief is there (CR 302.6,
    702.10c), a Goblin spell cast after a Warchief costs {1} less (CR 601.2f)."""
    lands = draw(st.lists(st.sampled_from(["Mountain", "Forest"]), min_size=2, max_size=4))
    others = draw(st.lists(st.sampled_from(["Ignoble Hierarch", "Goblin Piker", "Goblin Warchief", "Sol Ring"]),
                           max_size=2))
    battlefield = [Perm(n) for n in lands] + [Perm(n, False, brute.CARDS[n].is_creature and draw(st.booleans()))
                                              for n in others]
    hand = draw(st.lists(st.sampled_from(["Goblin Warchief", "Ignoble Hierarch", "Goblin Piker", "Lightning Bolt",
                                          "Grizzly Bears", "Mountain", "Forest"]), min_size=1, max_size=4))
    return Turn(tuple(battlefield), tuple(hand), (), draw(st.booleans())), draw(st.integers(0, 2)) > 0


@given(goblin_turns())
@settings(max_examples=examples(20), **SETTINGS)
@example((T(["Mountain", "Mountain", "Mountain", "Forest", "Goblin Piker"],
            ["Goblin Warchief", "Ignoble Hierarch", "Lightning Bolt"], land_played=True), False))
@example((T(["Mountain", "Mountain", "Mountain", Perm("Ignoble Hierarch", sick=True)],
            ["Goblin Warchief", "Lightning Bolt"], land_played=True), True))
@example((T(["Mountain", "Mountain", "Mountain", "Forest"],
            ["Goblin Warchief", "Goblin Warchief", "Ignoble Hierarch", "Lightning Bolt"], land_played=True), True))
def test_turn_with_goblin_warchief_agrees_with_the_brute_force_and_replays(run, case):
    """Goblin Warchief's haste and reduction are counted from the layer after it resolved, for Goblins cast this turn
    and those already there: ``turn`` agrees with the brute force and its plan replays — or, where the model leaves
    something out, says so: not proven, a note naming Warchief, never more cast than the brute force."""
    turn, most = case
    status, data = run_turn(run, turn, most)
    if not data["proven"]:
        note(f"manaplan: {json.dumps({k: data.get(k) for k in ('cast', 'notes', 'left_out')})}")
        assert any("Goblin Warchief" in n for n in data["notes"] + data["left_out"])
        asked, _ = as_asked(turn, most)
        assert sum((Counter(data["cast"]) & Counter(asked.wanted())).values()) <= solve(asked).cast
        if data["possible"] or most:
            turn_replay.replay(asked, data)
        return
    check_against_brute_force(turn, most, status, data)


@st.composite
def grazer_turns(draw):
    """Small turns with Arboreal Grazer ("When Arboreal Grazer enters the battlefield, you may put a land card from
    your hand onto the battlefield tapped.") in hand, lands in hand to put, Amulet of Vigor ("Whenever a permanent
    enters the battlefield tapped and under your control, untap it.") on the battlefield, in hand or absent, and a
    spell or two to cast with the land put."""
    others = draw(st.lists(st.sampled_from(["Forest", "Mountain", "Island", "Sol Ring", "Llanowar Elves"]),
                           min_size=1, max_size=3))
    amulet = draw(st.sampled_from(["battlefield", "hand", "none"]))
    battlefield = [Perm(n) for n in others] + ([Perm("Amulet of Vigor")] if amulet == "battlefield" else [])
    lands = draw(st.lists(st.sampled_from(["Forest", "Mountain", "Island"]), min_size=1, max_size=2))
    spells = draw(st.lists(st.sampled_from(["Lightning Bolt", "Grizzly Bears", "Divination", "Llanowar Elves",
                                            "Arboreal Grazer"]), min_size=1, max_size=2))
    hand = ["Arboreal Grazer"] + lands + spells + (["Amulet of Vigor"] if amulet == "hand" else [])
    return Turn(tuple(battlefield), tuple(hand), (), draw(st.integers(0, 2)) > 0), draw(st.booleans())


@given(grazer_turns())
@settings(max_examples=examples(10), **SETTINGS)
@example((T(["Forest", "Amulet of Vigor"], ["Arboreal Grazer", "Mountain", "Lightning Bolt"], land_played=True),
          True))  # the Mountain put, untapped by Amulet, casts Bolt
@example((T(["Forest"], ["Arboreal Grazer", "Mountain", "Lightning Bolt"], land_played=True), True))  # stays tapped
@example((T(["Forest", "Sol Ring"], ["Arboreal Grazer", "Amulet of Vigor", "Mountain", "Lightning Bolt"],
            land_played=True), True))  # Amulet cast first: not tried, named
def test_turn_with_arboreal_grazer_agrees_with_the_brute_force_and_replays(run, case):
    """The land Arboreal Grazer's trigger puts (CR 305.4: no land play) is used after its cast where Amulet of Vigor
    surely untaps it: a proven answer agrees with the brute force, which puts each land of the hand or none; an
    answer not proven (Amulet in hand, which the turn does not try before Grazer) casts no more than the brute force
    and names the land put; every plan replays, the put right after Grazer's cast."""
    turn, most = case
    status, data = run_turn(run, turn, most)
    if data["proven"]:
        check_against_brute_force(turn, most, status, data)
        return
    assert any("put onto the battlefield tapped by Arboreal Grazer" in n for n in data["notes"])
    asked, _ = as_asked(turn, most)
    wanted = Counter(asked.wanted())
    assert sum((Counter(data["cast"]) & wanted).values()) <= solve(asked).cast
    if data["possible"] or most:
        turn_replay.replay(turn, data)


@st.composite
def one_land_turns(draw):
    """A turn of :func:`turns` with one land in hand and its land play left, and the question: ``--most`` or not. No
    fetchland (which could put a land into the graveyard), no spell that sacrifices a creature (Courser is one), no
    more land plays."""
    perms = draw(st.lists(st.sampled_from([n for n in BOARD_POOL if n not in ("Polluted Delta", "Exploration")]),
                          min_size=1, max_size=3))
    land = draw(st.sampled_from([n for n in HAND_LANDS if n != "Polluted Delta"]))
    spells = draw(st.lists(st.sampled_from([n for n in SPELLS if n not in ("Cultivate", "Exploration",
                                                                           "Azusa, Lost but Seeking", *SACRIFICING)]),
                           min_size=1, max_size=3))
    return perms, land, spells, draw(st.booleans())


@given(one_land_turns())
@settings(max_examples=examples(6), **SETTINGS)
@example((["Forest"], "Forest", ["Grizzly Bears"], True))
def test_a_land_played_from_the_graveyard_or_the_top_is_the_land_play_from_hand(case):
    """CR 116.2a, 305.2a: playing a land puts it onto the battlefield from the zone it is in, as one of the turn's
    land plays. So a land in the graveyard with Crucible of Worlds on the battlefield, or on top of the library with
    Courser of Kruphix there, gives the turn what the same land in hand gives: the same spells cast (count and mana
    value) when both answers are proven, never more otherwise; the land is played from its zone."""
    from manaplan.models.board_files import board_from_data
    from manaplan.solver.turn import solve_turn

    perms, land, spells, most = case

    def answer(data):
        plan = solve_turn(board_from_data(data), None, most=most)
        return plan, Counter(plan.cast)

    base, cast = answer({"permanents": perms, "hand": [land, *spells]})
    for extra, zone in (({"permanents": perms + ["Crucible of Worlds"], "graveyard": [land]}, "graveyard"),
                        ({"permanents": perms + ["Courser of Kruphix"], "library_top": land}, "library_top")):
        plan, other = answer({"hand": spells, **extra})
        note(f"{zone}: {plan.cast} proven {plan.proven}; from hand: {base.cast} proven {base.proven}")
        value = sum(brute.CARDS[c].mana_value * n for c, n in other.items())
        if plan.proven and base.proven:
            assert plan.possible is base.possible
            assert sum(other.values()) == sum(cast.values())
            assert value == sum(brute.CARDS[c].mana_value * n for c, n in cast.items())
        else:
            assert sum(other.values()) <= sum(cast.values()) or base.proven is False
        played = [s.zone for s in plan.steps if s.action == "play"]
        assert played in ([], [zone])


@st.composite
def tutor_turns(draw):
    """Small turns with Demonic Tutor ("Search your library for a card, put that card into your hand, then
    shuffle.") in hand, a library of a few cards it may find (a ritual, a rock, a land to play, a spell), and a spell
    or two to cast with what it finds."""
    perms = draw(st.lists(st.sampled_from(["Swamp", "Forest", "Island", "Sol Ring"]), min_size=2, max_size=4))
    library = draw(st.lists(st.sampled_from(["Dark Ritual", "Sol Ring", "Forest", "Swamp", "Llanowar Elves",
                                             "Lightning Bolt"]), min_size=1, max_size=3))
    spells = draw(st.lists(st.sampled_from(["Deathgaze Cockatrice", "Grizzly Bears", "Llanowar Elves", "Divination",
                                            "Demonic Tutor"]), min_size=1, max_size=2))
    hand = ["Demonic Tutor"] + spells + draw(st.lists(st.sampled_from(["Swamp", "Forest"]), max_size=1))
    return Turn(tuple(Perm(n) for n in perms), tuple(hand), tuple(library), draw(st.booleans())), draw(st.booleans())


@given(tutor_turns())
@settings(max_examples=examples(15), **SETTINGS)
@example((T(["Swamp"] * 4, ["Demonic Tutor", "Deathgaze Cockatrice"], library=["Dark Ritual", "Lightning Bolt"],
            land_played=True), True))  # the Ritual found pays the Cockatrice
@example((T(["Swamp"] * 2, ["Demonic Tutor", "Llanowar Elves"], library=["Forest", "Dark Ritual"]), False))
def test_turn_with_demonic_tutor_agrees_with_the_brute_force_and_replays(run, case):
    """The card Demonic Tutor finds (CR 701.23) is in your hand once it resolved (CR 608.2): a ritual or a rock cast
    after it, a land played with the land play left (CR 305.2), one card per Tutor, each card of the library once.
    Every answer is proven here and agrees with the brute force, which puts each card of the library (or none) into
    the hand; every plan replays."""
    turn, most = case
    status, data = run_turn(run, turn, most)
    assert data["proven"], data["notes"]
    check_against_brute_force(turn, most, status, data)


@st.composite
def many_card_tutor_turns(draw):
    """Small turns with Demonic Tutor and a library of four or five cards that make mana (more than three, which
    ``turn`` once left out and named), sometimes a land: the Tutor's cards are cast at most one, in one layer of the
    model together (:func:`~manaplan.solver.turn.model.exact_layers`)."""
    perms = draw(st.lists(st.sampled_from(["Swamp", "Forest", "Island", "Sol Ring"]), min_size=2, max_size=3))
    library = draw(st.lists(st.sampled_from(["Dark Ritual", "Sol Ring", "Llanowar Elves", "Golgari Signet",
                                             "Azorius Signet", "Ignoble Hierarch", "Burning-Tree Emissary"]),
                            min_size=4, max_size=5, unique=True))
    library += draw(st.lists(st.sampled_from(["Forest", "Swamp"]), max_size=1))
    spells = draw(st.lists(st.sampled_from(["Deathgaze Cockatrice", "Grizzly Bears", "Phantom Monster", "Divination"]),
                           min_size=1, max_size=2))
    return Turn(tuple(Perm(n) for n in perms), ("Demonic Tutor", *spells), tuple(library), draw(st.booleans())), \
        draw(st.booleans())


@given(many_card_tutor_turns())
@settings(max_examples=examples(10), **SETTINGS)
@example((T(["Swamp"] * 3, ["Demonic Tutor", "Deathgaze Cockatrice"],
            library=["Sol Ring", "Llanowar Elves", "Golgari Signet", "Dark Ritual", "Azorius Signet"],
            land_played=True), True))  # the Ritual, the fourth card of five, pays the Cockatrice
def test_turn_with_a_tutor_among_many_cards_agrees_with_the_brute_force_and_replays(run, case):
    """Demonic Tutor among four or five cards that make mana (CR 701.23: it finds one): every card is modelled, cast
    at most one, after the Tutor resolved (CR 608.2). Every answer is proven and agrees with the brute force, which
    puts each card of the library (or none) into the hand; every plan replays."""
    turn, most = case
    status, data = run_turn(run, turn, most)
    assert data["proven"], data["notes"]
    check_against_brute_force(turn, most, status, data)


@st.composite
def infernal_turns(draw):
    """Small turns with Infernal Tutor in hand (one: two could find each other, which is named, not modelled), a
    hand whose cards may share a name with the library's (Dark Ritual, Sol Ring, a Swamp), and spells to cast with
    what it finds."""
    perms = draw(st.lists(st.sampled_from(["Swamp", "Swamp", "Island", "Sol Ring"]), min_size=1, max_size=3))
    library = draw(st.lists(st.sampled_from(["Dark Ritual", "Sol Ring", "Swamp", "Lightning Bolt", "Infernal Tutor"]),
                            min_size=1, max_size=3))
    spells = draw(st.lists(st.sampled_from(["Dark Ritual", "Sol Ring", "Deathgaze Cockatrice", "Grizzly Bears",
                                            "Lightning Bolt"]), min_size=1, max_size=3))
    hand = ["Infernal Tutor"] + spells + draw(st.lists(st.sampled_from(["Swamp"]), max_size=1))
    return Turn(tuple(Perm(n) for n in perms), tuple(hand), tuple(library), draw(st.booleans())), draw(st.booleans())


@given(infernal_turns())
@settings(max_examples=examples(7), **SETTINGS)
@example((T(["Swamp"] * 3, ["Infernal Tutor", "Dark Ritual", "Deathgaze Cockatrice"], library=["Dark Ritual"],
            land_played=True), True))  # the Ritual revealed, then both cast: all three
@example((T(["Swamp"] * 2, ["Dark Ritual", "Infernal Tutor", "Deathgaze Cockatrice"], library=["Dark Ritual"],
            land_played=True), True))  # the Ritual cast to pay the Tutor is no card to reveal
@example((T(["Swamp"] * 4, ["Infernal Tutor", "Lightning Bolt"], library=["Dark Ritual", "Sol Ring"]), True))
def test_turn_with_infernal_tutor_agrees_with_the_brute_force_and_replays(run, case):
    """Infernal Tutor finds a card named as one still in your hand as it resolves (CR 608.2), or any card when your
    hand is empty then (hellbent, CR 207.2c), cast or played after it. Every answer agrees with the brute force (which
    tries each card it may find, or none) and replays; it is proven but where a card found is named (a land of the
    hand's name with a land play left)."""
    turn, most = case
    status, data = run_turn(run, turn, most)
    named = not turn.land_played and "Swamp" in turn.hand and "Swamp" in turn.library
    assert data["proven"] or named, data["notes"]
    check_against_brute_force(turn, most, status, data)


def _asked_both(run, turn: Turn, most: bool) -> tuple[dict, brute.Answer]:
    """``turn --json`` and the brute force on one turn, both noted for a failing example."""
    _, data = run_turn(run, turn, most)
    ans = solve(turn)
    note(f"brute force: cast {ans.cast}, mana value {ans.mana_value}, kept {ans.kept}; plan {ans.plan}")
    note(f"manaplan: {json.dumps({k: data.get(k) for k in ('possible', 'cast', 'proven', 'kept', 'notes')})}")
    return data, ans


def _same_casts(turn: Turn, data: dict, ans: brute.Answer) -> None:
    """A proven answer casting as many candidates, of as much mana value, as the brute force."""
    got = Counter(data["cast"]) & Counter(turn.wanted())
    assert data["proven"], data["notes"]
    assert sum(got.values()) == ans.cast
    assert sum(brute.CARDS[c].mana_value * n for c, n in got.items()) == ans.mana_value
    assert data["possible"] is ans.possible


@st.composite
def untapping_turns(draw):
    """Small turns with Snap ("Untap up to two lands.") or Frantic Search (three) in hand, lands some of them tapped
    as the turn begins, and spells to cast with the mana the untaps free."""
    lands = draw(st.lists(st.tuples(st.sampled_from(["Island", "Island", "Forest", "Mountain", "Sol Ring"]),
                                    st.booleans()), min_size=1, max_size=4))
    battlefield = tuple(Perm(name, tapped and brute.CARDS[name].is_land) for name, tapped in lands)
    hand = [draw(st.sampled_from(["Snap", "Frantic Search"]))] + draw(st.lists(st.sampled_from(
        ["Snap", "Lightning Bolt", "Grizzly Bears", "Divination", "Phantom Monster", "Frantic Search"]),
        min_size=1, max_size=3))
    keep = draw(st.sampled_from([None, None, "{U}", "{U}{U}", "{1}{U}{U}", "{U}{U}{U}"]))
    alone = (hand[0],) if keep is not None and draw(st.booleans()) else None  # the untapper alone, a cost kept
    return Turn(battlefield, tuple(hand), (), True, candidates=alone, keep=keep), alone is None


@given(untapping_turns())
@settings(max_examples=examples(20), **SETTINGS)
@example((T(["Island", "Island", "Forest"], ["Snap", "Divination"], land_played=True), True))  # both: 2 + 2 untapped
@example((T([Perm("Island", True), "Island", "Forest"], ["Snap", "Phantom Monster"], land_played=True), True))
@example((T(["Island", "Island", "Island"], ["Frantic Search", "Snap", "Divination"], land_played=True), True))
@example((T(["Island", "Island", "Forest"], ["Snap"], land_played=True, candidates=("Snap",), keep="{U}{U}"),
          False))  # Snap untaps the two Islands that paid it: {U}{U} kept
@example((T(["Island", "Island", "Island"], ["Snap", "Lightning Bolt"], land_played=True, keep="{U}{U}{U}"),
          True))  # no untap in the keep phase: Snap, then three Islands untapped at most
def test_turn_with_untapping_spells_agrees_with_the_brute_force(run, case):
    """Snap and Frantic Search untap up to two or three lands as they resolve, each land once (CR 106.12, 608.2): the
    brute force untaps each choice of the tapped lands. ``turn --most`` casts as many candidates, of as much mana
    value, as the brute force, and says so proven, every land's tap being a fixed amount (:mod:`manaplan.solver.turn.
    untap_spells`) — a land tapped as the turn begins too, read as if untapped, its taps counted against its
    untaps — and with a cost kept payable after the turn (``--keep``: the untaps come in the turn's main phase, CR
    500.4), the untapper alone too (its untaps may keep the cost)."""
    turn, most = case
    data, ans = _asked_both(run, turn, most)
    _same_casts(turn, data, ans)
    if turn.keep and (ans.possible or most):  # no plan casting the card asked about: nothing kept (its reason said)
        assert data["kept"] is ans.kept


@st.composite
def planeswalker_untap_turns(draw):
    """Small turns with Kiora, Behemoth Beckoner on the battlefield ("−1: Untap target permanent."), lands, Sol Ring
    and Llanowar Elves some of them tapped as the turn begins, Snap or Kiora in hand sometimes, and spells to cast."""
    others = draw(st.lists(st.tuples(st.sampled_from(["Forest", "Island", "Forest", "Sol Ring", "Llanowar Elves"]),
                                     st.booleans()), min_size=1, max_size=4))
    battlefield = (Perm("Kiora, Behemoth Beckoner"),) + tuple(Perm(name, tapped) for name, tapped in others)
    hand = draw(st.lists(st.sampled_from(["Grizzly Bears", "Llanowar Elves", "Divination", "Phantom Monster",
                                          "Lightning Bolt", "Snap", "Kiora, Behemoth Beckoner"]),
                         min_size=1, max_size=3))
    return Turn(battlefield, tuple(hand), (), True), True


@given(planeswalker_untap_turns())
@settings(max_examples=examples(20), **SETTINGS)
@example((T(["Kiora, Behemoth Beckoner", "Forest", "Forest"], ["Grizzly Bears", "Llanowar Elves"],
            land_played=True), True))  # both: two Forests, one untapped by Kiora
@example((T(["Kiora, Behemoth Beckoner", Perm("Sol Ring", True), "Forest"], ["Phantom Monster"], land_played=True),
          True))  # Sol Ring tapped as the turn begins, untapped: {C}{C} and {G}
def test_turn_with_a_planeswalker_that_untaps_agrees_with_the_brute_force(run, case):
    """Kiora, Behemoth Beckoner on the battlefield untaps one permanent of yours, once, whenever you choose (CR
    606.3, 106.12): the brute force untaps each tapped permanent at each point. ``turn --most`` casts as many
    candidates, of as much mana value, proven."""
    turn, most = case
    data, ans = _asked_both(run, turn, most)
    _same_casts(turn, data, ans)


@st.composite
def aura_turns(draw):
    """Small turns with a mana Aura in hand (Wild Growth, Overgrowth, Fertile Ground), some lands tapped as the turn
    begins, Snap sometimes (its untaps may take the enchanted land), and spells to cast with the mana."""
    lands = draw(st.lists(st.tuples(st.sampled_from(["Forest", "Forest", "Island", "Mountain", "Sol Ring"]),
                                    st.booleans()), min_size=1, max_size=4))
    battlefield = (Perm("Forest"),) + tuple(Perm(name, tapped and brute.CARDS[name].is_land) for name, tapped in lands)
    hand = [draw(st.sampled_from(["Wild Growth", "Overgrowth", "Fertile Ground"]))] + draw(st.lists(st.sampled_from(
        ["Wild Growth", "Grizzly Bears", "Divination", "Phantom Monster", "Lightning Bolt", "Llanowar Elves", "Snap"]),
        min_size=1, max_size=3))
    return Turn(battlefield, tuple(hand), (), True), True


@given(aura_turns())
@settings(max_examples=examples(10), **SETTINGS)
@example((T(["Forest", "Forest"], ["Wild Growth", "Grizzly Bears"], land_played=True), True))  # both: {G}{G} a tap
@example((T(["Forest", "Island"], ["Fertile Ground", "Grizzly Bears"], land_played=True), True))
@example((T(["Forest", "Forest", "Island"], ["Wild Growth", "Snap", "Phantom Monster"], land_played=True), True))
def test_turn_with_mana_auras_agrees_with_the_brute_force(run, case):
    """A mana Aura cast this turn enchants a land of yours (CR 303.4a) and adds its mana each time that land is tapped
    for mana after it resolved (CR 605.1b): the brute force tries each land. ``turn --most`` casts as many
    candidates, of as much mana value, as the brute force, and says so proven (:mod:`manaplan.solver.turn.auras`) —
    but beside Snap, whose untap as it resolves the Aura may make worth less than a later tap (it is named, never
    more than the brute force)."""
    turn, most = case
    data, ans = _asked_both(run, turn, most)
    if "Snap" in turn.hand and not data["proven"]:
        assert any("Snap may untap" in n for n in data["notes"]), data["notes"]
        assert sum((Counter(data["cast"]) & Counter(turn.wanted())).values()) <= ans.cast
        return
    _same_casts(turn, data, ans)
