"""Every piece of a card's text, sorted: read, known irrelevant (with a reason), or flagged (issue 11, "a net under
everything else").

The parser reports mana text it does not understand; text with no mana words that still changes mana ("Activated
abilities of artifacts can't be activated.", Null Rod) would otherwise be dropped in silence. :func:`classify_text`
cuts a card's text into pieces (an ability; a static line's sentences; a keyword of a keyword line) and puts each
into exactly one of three kinds:

``read``
    A reader turns it into a value: the mana parser (:func:`~manaplan.models.oracle.parser.parse_line`, with the
    effects of :mod:`~manaplan.models.oracle.static`), the casting reader
    (:func:`~manaplan.models.oracle.casting.parse_permissions`' forms: permissions, cost changes, extra costs, notes),
    or the board (printed haste, :attr:`~manaplan.models.board.Permanent.has_haste`). The readers are called, never copied, so a form
    taught to them later counts as read here at once.
``irrelevant``
    Provably cannot bear on mana, paying or casting now, with the reason (:data:`IRRELEVANT`): combat keywords,
    triggered abilities whose effect has no word about mana, costs, casting, untapping or abilities (a trigger goes on
    the stack and resolves after a payment, CR 603.3; only triggered *mana* abilities resolve at once, CR 605.4a, and
    those are the parser's), activated abilities that are not mana abilities (never activated while paying, CR
    601.2g), the effect of an instant or sorcery (it resolves after it is cast) …
``flagged``
    Anything else: text that could bear on mana, paying or casting (:data:`FLAGS` names why) and text not known to be
    irrelevant. ``reported`` says whether a reader already reports it as not understood (the parser's
    ``Unsupported`` markers, the casting reader's ``unsupported``); the others were silent before this net.

Every function is pure, and :func:`classify_text` is cached by text; the whole card database (29,763 cards) takes
about 12 s of one core, most of it the parser's own reading (``benchmarks/soundness_audit.py``).

Examples
--------
>>> [(p.kind, p.reason) for p in classify_text("Homebrew Rod", "Artifact", "All permanents are colorless.").pieces]
[('flagged', 'not known to be irrelevant')]
>>> (rod,) = classify_text("Null Rod", "Artifact", "Activated abilities of artifacts can't be activated.").pieces
>>> rod.kind in ("read", "flagged")  # flagged until a reader reads it; never irrelevant
True
>>> [p.kind for p in classify_text("Serra Angel", "Creature — Angel", "Flying, vigilance").pieces]
['irrelevant', 'irrelevant']
>>> [p.kind for p in classify_text("Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.").pieces]
['read']
>>> classify_text("Grizzly Bears", "Creature — Bear", "").pieces
()
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from .casting import HARMLESS, OWN_ABILITY_COST, SENTENCE_FORMS, parse_permissions
from .line_reading import LineReading
from .parser import (is_instant_or_sorcery, is_loyalty_line, join_die_results, makes_settlement, names_for_itself,
                     parse_line, parse_text)
from .text import (
    ABILITY_WORDS,
    FLAVOR_WORDS,
    SELF,
    mark_self,
    only_spends_for_foreign_spells,
    repair_text,
    split_ability_word,
    split_cost_effect,
    split_sentences,
    strip_reminder_text,
)

__all__ = [
    "READ",
    "UNTAP_STEPS",
    "IRRELEVANT_KIND",
    "FLAGGED",
    "Piece",
    "Classification",
    "KEYWORDS",
    "READ_KEYWORDS",
    "IRRELEVANT",
    "FLAGS",
    "MANA_ON_DEATH",
    "MORE_ON_DEATH",
    "ON_DEATH",
    "dies_only_itself",
    "CHANGES_POWER",
    "COUNTS_POWER",
    "FOREIGN_SPENDING",
    "classify_text",
    "classify_card",
    "flag_reason",
]

READ = "read"
IRRELEVANT_KIND = "irrelevant"
FLAGGED = "flagged"


@dataclass(frozen=True, slots=True)
class Piece:
    """One piece of a card's text and its kind.

    Parameters
    ----------
    text : str
        The piece as printed (reminder text gone): an ability, a sentence of a static ability, or a keyword.
    kind : str
        ``'read'``, ``'irrelevant'`` or ``'flagged'``.
    reason : str
        Who read it (read), why it cannot matter (irrelevant), or why it may (flagged), in a player's words.
    reported : bool
        Flagged text that a reader already reports as not understood (so every answer names it already).
    """

    text: str
    kind: str
    reason: str
    reported: bool = False


@dataclass(frozen=True, slots=True)
class Classification:
    """The pieces of one card's text (all faces), in text order.

    Examples
    --------
    >>> c = classify_text("Grave Plaza", "Land", "All permanents are colorless.\\n"
    ...                   "{T}: Add {G} for each card in each graveyard.")
    >>> [(p.text, p.reported) for p in c.flagged]
    [('All permanents are colorless.', False), ('{T}: Add {G} for each card in each graveyard.', True)]
    >>> [p.text for p in c.silent]
    ['All permanents are colorless.']
    """

    name: str
    pieces: tuple[Piece, ...] = ()

    def of_kind(self, kind: str) -> tuple[Piece, ...]:
        """The pieces of one kind."""
        return tuple(p for p in self.pieces if p.kind == kind)

    @property
    def flagged(self) -> tuple[Piece, ...]:
        """The flagged pieces."""
        return self.of_kind(FLAGGED)

    @property
    def silent(self) -> tuple[Piece, ...]:
        """The flagged pieces that no reader reports: those only this net names."""
        return tuple(p for p in self.flagged if not p.reported)


# ---------------------------------------------------------------------------------------------------- tables
_ALWAYS = "it cannot change mana, paying or casting"
_COMBAT = f"combat or evasion: {_ALWAYS}"
_TARGETING = f"about targets, damage or protection: {_ALWAYS}"

#: Keywords (CR 702) whose meaning cannot bear on mana, paying or casting now, with the reason. Keywords with a
#: value ("Ward {2}", "Bushido 1", "Protection from red") are matched by their first words.
KEYWORDS: dict[str, str] = {
    **dict.fromkeys(("flying", "first strike", "double strike", "vigilance", "reach", "trample", "menace",
                     "defender", "intimidate", "fear", "skulk", "shadow", "horsemanship", "flanking", "banding",
                     "rampage", "bushido", "provoke", "exalted", "battle cry", "myriad", "melee", "annihilator",
                     "afflict", "dethrone", "training", "mentor", "prowess", "frenzy", "bloodthirst", "wither",
                     "infect", "toxic", "poisonous", "lifelink", "deathtouch", "trample over planeswalkers",
                     "enlist", "backup", "raid", "ninjutsu", "dash", "undying", "persist", "riot", "evolve",
                     "extort", "exploit", "fabricate", "afterlife", "decayed", "outlast", "unleash", "renown",
                     "soulbond", "ingest", "devour", "amplify", "bloodrush", "graft", "modular", "sunburst",
                     "living weapon", "for mirrodin!", "reconfigure", "crew", "saddle", "start your engines!",
                     "space sculptor", "read ahead", "boast", "haunt", "mobilize", "tribute", "totem armor",
                     "umbra armor", "squad", "partner", "companion", "friends forever", "choose a background",
                     "doctor's companion", "landwalk", "islandwalk", "forestwalk", "swampwalk", "mountainwalk",
                     "plainswalk", "desertwalk", "nonbasic landwalk", "legendary landwalk", "snow landwalk",
                     "snow forestwalk", "snow swampwalk", "snow islandwalk", "snow plainswalk", "snow mountainwalk",
                     "changeling", "devoid", "phasing", "vanishing", "fading", "echo", "cumulative upkeep",
                     "storm", "cascade", "discover", "ripple", "gravestorm", "epic", "split second", "rebound",
                     "cipher", "conspire", "demonstrate", "replicate", "populate", "proliferate", "adapt",
                     "monstrosity", "level up", "transform", "daybound", "nightbound", "disturb", "embalm",
                     "eternalize", "encore", "scavenge", "transmute", "forecast", "recover", "dredge",
                     "hideaway", "champion an", "champion a", "cycling", "landcycling", "basic landcycling",
                     "plainscycling", "islandcycling", "swampcycling", "mountaincycling", "forestcycling",
                     "wizardcycling", "slivercycling", "typecycling", "channel", "channeling", "ward",
                     "hexproof", "shroud", "indestructible", "protection", "equip", "fortify", "enchant",
                     "compleated", "absorb", "casualty", "bargain", "craft", "exhaust", "mutate", "visit",
                     "prototype", "living metal", "more than meets the eye", "blitz", "offspring",
                     "impending", "gift", "solved", "collect evidence", "saddle", "forage", "flash",
                     "retrace", "job select", "tiered", "warp", "station", "harmonize", "mayhem", "firebending",
                     "web-slinging", "sneak", "max speed", "hexproof from", "protection from", "miracle",
                     "suspend", "morph", "megamorph", "disguise", "cloak", "manifest", "foretell", "plot",
                     "madness", "flashback", "escape", "unearth", "kicker", "multikicker", "buyback",
                     "entwine", "overload", "evoke", "emerge", "spectacle", "surge", "prowl", "bestow",
                     "affinity", "convoke", "delve", "improvise", "assist", "jump-start", "aftermath",
                     "splice", "spree", "freerunning", "cleave", "escalate", "fuse", "will of the planeswalkers",
                     "ravenous", "reinforce", "auraswap", "hidden agenda", "double agenda", "dungeon",
                     "amass", "connive", "explore", "investigate", "incubate", "venture", "surveil", "scry",
                     "soulshift", "ascend", "double team", "specialize", "awaken", "partner with", "afflict",
                     "bloodthirst", "battalion", "boast", "exert", "horsemanship", "undaunted", "split second",
                     "hexproof from", "the ring tempts you", "council's dilemma", "living weapon", "decayed",
                     "toxic", "ninjutsu", "commander ninjutsu", "dethrone", "training"),
                    _COMBAT),
}
# Keywords that are not about combat get a reason of their own (what they are about, and why it cannot matter).
for _kw, _why in {
    "flash": "when a spell may be cast: `cast` answers for your main phase, where any spell may be",
    "cycling": "an ability of a card in hand: it casts nothing and adds no mana",
    "equip": "an activated ability that attaches: not a mana ability (CR 601.2g)",
    "enchant": "says what an Aura may enchant (CR 303.4a): the board says what it is attached to",
    "ward": _TARGETING, "hexproof": _TARGETING, "shroud": _TARGETING, "indestructible": _TARGETING,
    "protection": _TARGETING, "protection from": _TARGETING, "hexproof from": _TARGETING,
    "changeling": "a creature type: counted only by abilities that the parser reads with it",
    "devoid": "colour only: the mana it makes is read from its abilities",
    "transform": "a double-faced card turning over: the board names the face that is up",
    "daybound": "a double-faced card turning over: the board names the face that is up",
    "nightbound": "a double-faced card turning over: the board names the face that is up",
    "phasing": "a permanent phased out is not on the board; one on it is phased in",
    "level up": "adds level counters when activated: the board gives `counters: {level: N}`",
    "crew": "makes a Vehicle a creature when activated: not a mana ability (CR 601.2g)",
    "partner": "a deck-building rule: it changes nothing on the battlefield",
    "companion": "a deck-building rule: it changes nothing on the battlefield",
    "friends forever": "a deck-building rule: it changes nothing on the battlefield",
    "choose a background": "a deck-building rule: it changes nothing on the battlefield",
    "doctor's companion": "a deck-building rule: it changes nothing on the battlefield",
    "storm": "a trigger on casting: it resolves after the spell is cast (CR 603.3)",
    "cascade": "a trigger on casting: it resolves after the spell is cast (CR 603.3)",
    "discover": "a trigger on casting: it resolves after the spell is cast (CR 603.3)",
    "vanishing": "upkeep triggers: they do not happen in your main phase",
    "fading": "upkeep triggers: they do not happen in your main phase",
    "echo": "an upkeep trigger: it does not happen in your main phase",
    "cumulative upkeep": "an upkeep trigger: it does not happen in your main phase",
}.items():
    KEYWORDS[_kw] = _why
for _kw in ("miracle", "suspend", "morph", "megamorph", "disguise", "foretell", "plot", "madness", "flashback",
            "escape", "unearth", "kicker", "multikicker", "buyback", "entwine", "overload", "evoke", "emerge",
            "spectacle", "surge", "prowl", "bestow", "affinity", "convoke", "delve", "improvise", "jump-start",
            "aftermath", "retrace", "dash", "ninjutsu", "blitz", "offspring", "squad", "casualty", "cleave",
            "freerunning", "sneak", "harmonize", "mayhem", "disturb", "splice", "spree", "escalate", "fuse",
            "replicate", "assist", "impending", "prototype", "warp", "craft", "embalm", "eternalize", "encore",
            "scavenge", "transmute", "forecast", "channel", "landcycling", "typecycling"):
    # ways to cast or use a card from a zone, and costs that can only be chosen: the casting reader reads or notes
    # the ones `cast` considers; the others are options a plan may leave out, never a wrong "castable".
    KEYWORDS[_kw] = "an optional way to cast or use the card: leaving it out never makes a wrong answer"
_COMBAT_WORDS = frozenset((
    "flying", "first strike", "double strike", "vigilance", "reach", "trample", "menace", "defender", "intimidate",
    "fear", "skulk", "shadow", "horsemanship", "flanking", "banding", "rampage", "bushido", "provoke", "exalted",
    "battle cry", "myriad", "melee", "annihilator", "afflict", "dethrone", "training", "mentor", "frenzy", "wither",
    "infect", "toxic", "poisonous", "lifelink", "deathtouch", "trample over planeswalkers", "enlist", "backup",
    "double team", "exert", "undaunted", "prowess", "bloodthirst", "battalion", "renown", "raid", "mobilize",
    "unleash", "riot", "ingest", "afterlife", "decayed", "landwalk", "islandwalk", "forestwalk", "swampwalk",
    "mountainwalk", "plainswalk", "desertwalk", "nonbasic landwalk", "legendary landwalk", "snow landwalk",
    "snow forestwalk", "snow swampwalk", "snow islandwalk", "snow plainswalk", "snow mountainwalk", "firebending",
))
for _kw, _why in list(KEYWORDS.items()):
    if _why == _COMBAT and _kw not in _COMBAT_WORDS:
        KEYWORDS[_kw] = ("a keyword that adds no mana, untaps nothing and changes no cost or casting now (its "
                         "triggers resolve after a payment, its activations are not mana abilities)")
del _kw, _why

#: Keywords a reader reads from the card text (not through the parser): (keyword, who).
READ_KEYWORDS: dict[str, str] = {
    "haste": "printed haste is read: the creature may tap for mana the turn it comes (CR 302.6)",
}

#: Words that may bear on mana, paying or casting: (pattern, reason). A piece with one of them is flagged, unless a
#: reader reads it.
FLAGS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p, re.IGNORECASE), why) for p, why in (
    (r"\bcan't be activated\b|\bactivated abilities\b|\babilities can't\b|\bcan't activate\b",
     "stops or changes activated abilities"),
    (r"\bcan't be sacrificed\b|\bcan't sacrifice\b|\bcan't pay\b|\bcan't lose\b|\bdon't lose\b|\blife total\b",
     "changes what may be paid (life, sacrifices) or the life rule"),
    (r"\bcan't (?:cast|play)\b|\bcan't be cast\b|\bcan cast only\b|\bcan't (?:\w+ )?spells\b",
     "stops spells being cast"),
    # a card's mana cost compared with a number ("with converted mana cost X or less", Pernicious Deed) is a
    # characteristic an effect looks at, not a cost that changes
    (r"(?<!mana )\bcosts?\b[^.]*\b(?:more|less)\b"
     r"|\bmana costs?\b(?! (?:is )?(?:X|\d+|less|greater|equal)\b)[^.]*\b(?:more|less)\b|\b(?:more|less) to (?:cast|activate)\b|\bcosts? (?:\w+ )?(?:mana|\{[^}]+\})"
     r" to cast\b|\bcost (?:to cast )?(?:is )?(?:increased|reduced)\b|\bwithout paying\b",
     "changes what spells or abilities cost"),
    (r"\bhaste\b", "haste: whether a creature may tap the turn it comes (CR 302.6)"),
    (r"\blos(?:e|es) (?:all )?(?:other )?abilities\b|\bhas no abilities\b|\blose all\b|\bloses? [^.]*\babilit",
     "removes abilities"),
    (r"\bas though\b", "'as though': changes what the rules allow"),
    (r"\buntap", "untaps: more mana"),
    (r"\bbecomes? tapped\b|\bis tapped\b|\btaps? (?:an? |one or more )?(?:untapped )?\w+ for\b",
     "a trigger on tapping: it happens as you pay"),
    (r"\bspend\b|\bspent\b", "speaks of spending mana"),
    (r"\bmana(?! value| costs?\b)\b", "speaks of mana"),
    (r"(?<!\bcopy )(?<!\bcopies )\b(?:cast|play)(?:s|ed|ing)?\b", "speaks of casting or playing"),
    (r"\bhas all (?:activated )?abilities\b|\bhave all (?:activated )?abilities\b|\bgains? all\b|\babilities of\b",
     "takes or grants abilities"),
    (r"\bas a copy of\b|\bbecomes? a copy\b|\bcopy of\b", "a copy: the permanent is what it copies"),
    (r"\b(?:is|are|becomes?) (?:an? |also |all |still |each )?(?:[\dX*]+/[\dX*]+ )?(?:[\w-]+ ){0,2}"
     r"(?:creatures?|lands?|artifacts?)\b",
     "changes card types (a land made a creature can be summoning sick)"),
    (r"\bcan't\b|\bdoesn't\b|\bdon't\b|\bonly\b", "a restriction not known to be irrelevant"),
    (r"\{[WUBRGCSXP0-9/]+\}", "names mana symbols"),
))

_WEAK = frozenset({"a restriction not known to be irrelevant", "'as though': changes what the rules allow", "names mana symbols", "untaps: more mana",
                   "changes card types (a land made a creature can be summoning sick)",
                   "a copy: the permanent is what it copies", "speaks of casting or playing"})
#: The flags that still matter in a triggered ability's effect or a spell's effect: lasting rules, not one-off
#: events (an untap, a copy, a permanent changed: done when it resolved, and the board shows the result).
_LASTING = tuple((p, why) for p, why in FLAGS if why not in _WEAK and not why.startswith("haste"))


def _flag(text: str, flags=FLAGS) -> str | None:
    return next((why for pattern, why in flags if pattern.search(text)), None)


_THIS_TURN = re.compile(r"\buntil end of turn\b|\bthis turn\b|\buntil your next turn\b", re.IGNORECASE)


def _lasting(effect: str) -> str | None:
    """Why an effect that happens once (a trigger's, a spell's, a mode's) may still matter: a lasting rule (:data:`_LASTING`),
    or haste that lasts the turn; None when it cannot.

    Examples
    --------
    >>> _lasting("Creatures you control gain haste until end of turn.")
    'haste: whether a creature may tap the turn it comes (CR 302.6)'
    >>> _lasting("Untap target creature.") is None
    True
    """
    flag = _flag(effect, _LASTING)
    if flag is None and re.search(r"\bhaste\b", effect, re.IGNORECASE) and _THIS_TURN.search(effect):
        flag = _flag("haste")
    return flag


#: The reason given to "doesn't untap during your untap step" (Mana Vault) and "You may choose not to untap":
#: irrelevant to one turn, read by ``turn --turns`` (such a permanent stays tapped: a plan missed at most).
UNTAP_STEPS = "untap steps: the board says whether it is tapped now"

#: The reason of text that changes power and toughness without setting a base (an anthem, "gets +1/+1"): the board's
#: ``power:`` gives a creature's power now; :func:`~manaplan.solver.net.not_read` flags such text on a board where a
#: mana ability of yours counts power (Bighorner Rancher), since a ``power:`` left out is then read as printed.
CHANGES_POWER = "changes power and toughness: mana that counts power reads the board's `power:`"

#: The reason of a permission to spend mana as though it were mana of any colour on the spells a card lets you cast
#: from exile or an opponent's graveyard (:func:`~manaplan.models.oracle.text.only_spends_for_foreign_spells`).
FOREIGN_SPENDING = ("spends mana of any colour only on spells cast from exile or an opponent's graveyard (CR 609.4b): "
                    "no answer casts from there")

#: A mana ability whose amount or condition reads a power on the battlefield ("the greatest power among creatures you
#: control"); a card's power in a hand (Sacellum Godspeaker's "creature card with power 5 or greater") is left out.
COUNTS_POWER = re.compile(r"(?<!\bcard with )(?<!\bcards with )\bpower\b", re.IGNORECASE)

#: Text known to be irrelevant: (pattern, reason), matched against a whole piece (self-references ``~``).
IRRELEVANT: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p, re.IGNORECASE), why) for p, why in (
    (r"(?:[^.]*\b(?:gets?|get) [+-][\dX*]+/[+-][\dX*]+(?: (?:and|until end of turn|for each|as long as)[^.]*)?"
     r"|[^.]*\bbase power and toughness \d+/\d+[^.]*)\.",
     CHANGES_POWER),
    (r"[^.]*\b(?:can't|must) (?:block|attack|be blocked)[^.]*\.|[^.]*\battacks? each (?:combat|turn)[^.]*\."
     r"|[^.]*\bcan block\b[^.]*\.|[^.]*\bblocks each\b[^.]*\.|[^.]*\bcan't be blocked\b[^.]*\.", _COMBAT),
    (r"[^.]*\b(?:can't be (?:the )?target(?:ed)?|can't be countered|hexproof|shroud|indestructible|protection "
     r"from)\b[^.]*\.", _TARGETING),
    (r"[^.]*\b(?:prevent|damage)\b[^.]*\.", _TARGETING),
    (r"(?:If [^,.]+, )?(?:~|it|this \w+) enters(?: the battlefield)? tapped\.|[^.]*\b(?:enters|escapes)(?: the "
     r"battlefield)?(?: tapped)? with [^.]*counters?[^.]*\.",
     "how it entered: the board says whether it is tapped and what counters it has"),
    (r"(?:~|it) doesn't untap during (?:your|its controller's) untap step\.", UNTAP_STEPS),
    # Seedborn Muse, Victory Chimes, Urban Burgeoning's land: an untap step is a turn-based action (CR 502.3) that
    # happened before the board's moment; on your own turns your permanents untap anyway
    (r"(?:As long as [^,]+, )?untap [^.]* during each other player's untap step\.|[^.\"]* has \"Untap this \w+ "
     r"during each other player's untap step\.\"",
     "untaps in other players' untap steps (CR 502.3): the board says what is tapped now, and your own turn's untap "
     "step untaps all"),
    (r"[^.]*\b(?:maximum hand size|no maximum hand size|draw|discard|mill|scry|surveil|library)\b(?![^.]*\b(?:cast"
     r"|play)\b)[^.]*\.", "cards drawn, discarded or looked at: no mana, payment or casting now"),
    (r"[^.]*(?:\+1/\+1|-1/-1) counters?\b[^.]*\.", "counters on creatures: the board gives `counters:`"),
    (r"It's still a land\.", "a reminder that an animated land is still a land: it changes nothing"),
    (r"~ is every creature type\.|[^.]*\bis (?:also )?(?:an? )?\w+ in addition to its other (?:creature )?types\.",
     "creature types: counted only by abilities the parser reads with them"),
    (r"As (?:~|it) enters(?: the battlefield)?, choose (?:a|an|one|two)? ?(?:color|creature type|card name|basic "
     r"land type|land type|nonland card name|opponent|player|number|mode|\w+ or \w+|(?:\w+, )+(?:or )?\w+)[^.]*\.",
     "a choice made as it entered: the board gives it (`chosen:`)"),
    (r"[^.]*\byou (?:gain|lose) \w+ life\b[^.]*\.|[^.]*\bgains? \w+ life\b[^.]*\.",
     "life gained or lost on resolution: not a cost"),
    (r"(?:[^.]*\b(?:doesn't|don't) untap during [^.]*untap steps?[^.]*|You may choose not to untap [^.]*)\.",
     UNTAP_STEPS),
    (r"(?:It|They|~) can't be regenerated\.|[^.]*\bregenerate\b[^.]*\.", "regeneration: " + _ALWAYS),
    (r"~ can be your commander\.|[^.]*\bopening hand\b[^.]*\.|[^.]*\bdraft(?:ed|ing)?\b[^.]*\."
     r"|[^.]*\bdeck\b[^.]*\.",
     "a rule for building a deck or starting a game: it changes nothing on the battlefield"),
    (r"~'s power (?:and toughness are each|is) equal to [^.]*\.|~'s toughness is equal to [^.]*\.|[+-]?\d+/[+-]?\d+",
     "power and toughness: mana that counts power reads the board's `power:`"),
    (r"(?:If you don't, (?:it|~) enters(?: the battlefield)? tapped|~ enters(?: the battlefield)? tapped unless [^.]*|As ~ enters(?: the "
     r"battlefield)?, you may (?:pay \w+ life|reveal [^.]*)|If it's neither day nor night, [^.]*)\.",
     "how it entered: the board says whether it is tapped"),
    (r"If [^.]* would (?:be put into (?:a|your|an opponent's) graveyard|die|leave the battlefield)[^.]*\.",
     "where a card goes when it leaves: nothing while paying or casting"),
    (r"You control enchanted \w+\.", "who controls it: the board says (`controller:`)"),
    # Mox Diamond's "If ~ would enter, you may discard a land card instead." goes on (the sacrifice form is read whole:
    # models.oracle.entering); `turn` reads the discard where it is cast (solver.turn.cards.ENTERS_BY_DISCARD)
    (r"If you do, put ~ onto the battlefield\.|If you don't, put (?:it|~) into its owner's graveyard\.",
     "how it enters instead (CR 614.1a): on the battlefield it has entered; cast from your hand, `turn` reads it"),
    (r"[^.]*\b(?:attacks?|attacking|attacked|blocks?|blocking|blocked|combat)\b[^.]*\.", _COMBAT),
    (r"This effect doesn't remove ~\.", _TARGETING),
    (r"[^.]*\bgain life\b[^.]*\.|If you would gain life[^.]*\.", "gaining life: not paying it"),
    (r"[^.]*\b(?:monarch|initiative|the ring tempts you|venture into the dungeon|day|night|city's blessing)\b[^.]*\.",
     "a designation: the board's facts give it (`facts:`) to the abilities that ask"),
))

_KEYWORD_LIST = r"(?:[\w' -]+?)(?:(?:,| and|, and) (?:[\w' -]+?))*"
#: "Enchanted creature has flying.", "Creatures you control have vigilance and trample until end of turn.", "~ gains
#: first strike until end of turn.": a grant of keywords, irrelevant when every keyword is (:data:`KEYWORDS`).
_KEYWORD_GRANT = re.compile(r"(?P<who>[^.\"]+?) (?:has|have|gains?|gain) (?P<kws>[^.\"]+?)(?P<tail> until end of turn"
                            r"| as long as [^.]+| for as long as [^.]+)?\.", re.IGNORECASE)


def _keyword_grant(text: str) -> str | None:
    """The reason a grant of keywords is irrelevant, or None (not a grant, or a keyword that is not irrelevant).

    Examples
    --------
    >>> _keyword_grant("Enchanted creature gets +1/+1 and has haste.") is None
    True
    >>> _keyword_grant("Each creature you control with a +1/+1 counter on it has trample.")
    'grants keywords that cannot change mana, paying or casting'
    >>> _keyword_grant("Equipped creature has flying and vigilance.")
    'grants keywords that cannot change mana, paying or casting'
    >>> _keyword_grant("Creatures you control have haste.") is None
    True
    """
    m = _KEYWORD_GRANT.fullmatch(text)
    if not m:
        return None
    kws = [k.strip() for k in re.split(r",\s*and\s+|,\s*|\s+and\s+", m.group("kws")) if k.strip()]
    if not kws or any(_keyword(k) is None or _keyword(k)[0] != IRRELEVANT_KIND
                      or _keyword(k)[1] not in (_COMBAT, _TARGETING) for k in kws):
        return None  # a granted way to cast (convoke, flash, affinity …) may change casting
    return "grants keywords that " + _ALWAYS.replace("it cannot", "cannot")

#: Reasons for abilities that need no table.
_TRIGGER_REASON = ("a triggered ability whose effect is not about mana, costs, casting, untapping or abilities: it "
                   "resolves after any payment (CR 603.3)")
_ACTIVATED_REASON = ("an activated ability that adds no mana, untaps nothing and changes no cost: not activated "
                     "while paying (CR 601.2g)")
_SPELL_REASON = ("the effect of an instant or sorcery: it happens as the spell resolves, after it is cast; its "
                 "own casting text is read by the casting reader")
#: The reason of a trigger that makes mana, or a token that makes mana, when a creature dies (Pitiless Plunderer):
#: irrelevant to one payment (the trigger resolves after it, CR 603.3), but a player may sacrifice creatures for
#: mana, let the triggers resolve and then cast: :func:`~manaplan.solver.net.not_read` flags such text on a board
#: that can sacrifice a creature for mana (an altar, an Eldrazi Spawn).
MANA_ON_DEATH = ("a trigger that makes mana (a Treasure …) when a creature dies: it resolves after a payment (CR "
                 "603.3), so it matters only where the board can sacrifice a creature for mana")
#: The reason of text that leaves a creature to sacrifice again when a creature dies: a trigger that creates a
#: creature token (Mogg War Marshal, Wurmcoil Engine) or returns the creature (CR 603.3, after a payment), undying,
#: persist, afterlife (CR 702.93, 702.79, 702.135). Like :data:`MANA_ON_DEATH`, it matters only beside a permanent
#: that sacrifices creatures for mana (an altar: the creature sacrificed, the trigger resolved, the token or the
#: creature sacrificed again), which :func:`~manaplan.solver.net.not_read` checks.
MORE_ON_DEATH = ("leaves a creature to sacrifice when a creature dies (a creature token, or the creature returned): "
                 "it resolves after a payment (CR 603.3), so it matters only where the board can sacrifice a "
                 "creature for mana")
#: Both reasons of text that matters when a creature dies beside a sacrifice for mana.
ON_DEATH = (MANA_ON_DEATH, MORE_ON_DEATH)
for _kw in ("undying", "persist", "afterlife"):  # the creature back, or a Spirit token, when it dies
    KEYWORDS[_kw] = MORE_ON_DEATH
_SETTLEMENT_REASON = ("makes the predefined Settlement token at the beginning of combat, after any payment now: its "
                      "mana ability is read from the token when the board lists it")
_MODE_REASON = ("a mode of a spell or ability: it happens as that resolves; only lasting rules (costs, casting, mana, "
                "abilities) would matter, and it has none")
_LEVEL_REASON = "a section header (level, station): the abilities under it are read one by one"

_TRIGGER = re.compile(r"^(?:When|Whenever|At)\b", re.IGNORECASE)
_FLAVOR = FLAVOR_WORDS
_LEVEL_HEADER = re.compile(r"^LEVEL \d+(?:[-\u2013]\d+|\+)$|^STATION \d+\+$|^\d+[-\u2013]\d+ \|")


def flag_reason(text: str) -> str | None:
    """Why ``text`` may bear on mana, paying or casting (the first of :data:`FLAGS` it has), or None.

    Examples
    --------
    >>> flag_reason("Activated abilities of artifacts can't be activated.")
    'stops or changes activated abilities'
    >>> flag_reason("Equipped creature has haste.")
    'haste: whether a creature may tap the turn it comes (CR 302.6)'
    >>> flag_reason("Draw a card.") is None
    True
    """
    return _flag(text)


def _irrelevant(text: str) -> str | None:
    return next((why for pattern, why in IRRELEVANT if pattern.fullmatch(text)), None)


_VALUED = frozenset((
    "protection", "protection from", "hexproof from", "enchant", "champion a", "champion an", "equip", "splice",
    "affinity", "landwalk", "typecycling", "offspring", "cycling", "ward", "kicker", "craft", "flashback", "escape",
    "unearth", "channel", "bestow", "suspend", "morph", "disguise", "foretell", "plot", "madness", "dash", "ninjutsu",
    "blitz", "evoke", "emerge", "spectacle", "surge", "prowl", "buyback", "entwine", "overload", "multikicker",
    "replicate", "squad", "casualty", "cleave", "freerunning", "sneak", "harmonize", "mayhem", "disturb", "impending",
    "prototype", "warp", "embalm", "eternalize", "encore", "scavenge", "transmute", "forecast", "miracle", "level up",
    "reconfigure", "crew", "saddle", "echo", "cumulative upkeep", "outlast", "megamorph", "fortify", "jump-start",
    "retrace", "exhaust", "station", "tiered", "visit", "mutate", "gift", "backup", "bloodrush", "auraswap",
    "escalate", "spree", "amass", "enlist", "collect evidence", "forage", "awaken", "specialize", "soulshift",
    "partner with", "reinforce", "ravenous", "landcycling", "basic landcycling",
))
_KEYWORD_VALUE = re.compile(r"(?:\d+|X|N)(?:\s*[\u2014-].*)?|\{[^}]+\}.*|from .*|\u2014.*")


def _keyword(part: str) -> tuple[str, str] | None:
    """``(kind, reason)`` of one keyword as printed ("Flying", "Ward {2}", "Protection from red"), or None."""
    low = part.lower().strip()
    if low in READ_KEYWORDS:
        return READ, READ_KEYWORDS[low]
    words = low.replace("\u2014", " \u2014 ").split()
    for n in range(min(len(words), 6), 0, -1):
        kw = " ".join(words[:n])
        if kw not in KEYWORDS:
            continue
        value = low[len(kw):].strip() if low.startswith(kw) else " ".join(words[n:])
        if value and (_flag(value) not in _WEAK | {None} or re.match(r"costs?\b", value)):
            return None  # "Flashback costs your opponents pay cost {2} more": a sentence, not a keyword
        if not value or kw in _VALUED or _KEYWORD_VALUE.fullmatch(value):
            return IRRELEVANT_KIND, KEYWORDS[kw]
    return None


def _keywords(line: str) -> list[tuple[str, str, str]] | None:
    """``[(keyword as printed, kind, reason)]`` for a line of keywords ("Flying, vigilance", "Protection from red",
    "Ward {2}"), or None when the line is not all keywords.

    Examples
    --------
    >>> [(k, kind) for k, kind, _ in _keywords("Flying, haste")]
    [('Flying', 'irrelevant'), ('haste', 'read')]
    >>> _keywords("Flying. Draw a card.") is None
    True
    >>> [(k, kind) for k, kind, _ in _keywords("Enchant creature, land, or planeswalker")]
    [('Enchant creature, land, or planeswalker', 'irrelevant')]
    """
    out: list[tuple[str, str, str]] = []
    if re.fullmatch(r"Enchant [\w' -]+(?:, [\w' -]+)*,? (?:or|and/or) [\w' -]+", line.rstrip(".")):
        # "Enchant creature, land, or planeswalker" (Imprisoned in the Moon) is one keyword (CR 702.5a), its list
        # of what may be enchanted is not a list of keywords
        return [(line.rstrip("."), IRRELEVANT_KIND, KEYWORDS["enchant"])]
    parts = [part.strip() for part in re.split(r"[,;](?![^{]*\})", line.rstrip(".")) if part.strip()]
    if not parts or "." in line.rstrip("."):
        return None
    for part in parts:
        found = _keyword(part)
        if found is None:
            return None
        out.append((part, *found))
    return out


# ---------------------------------------------------------------------------------------------------- readers
def _mana_reading(line: str, names: tuple[str, ...], is_spell: bool):
    """The mana parser's reading of one line, or None when it ignores the line."""
    reading = parse_line(line, names, is_spell=is_spell)
    return None if reading == LineReading() else reading


@dataclass(frozen=True, slots=True)
class _Line:
    """One line as a card for :func:`~manaplan.models.oracle.casting.parse_permissions` (its public entry point):
    self-references are marked already, so its name is ``~``."""

    oracle_text: str
    type_line: str
    name: str = SELF
    mana_cost: str = ""
    faces: tuple = ()


def _casting_reading(line: str, is_spell: bool) -> str | None:
    """What the casting reader (:mod:`~manaplan.models.oracle.casting`) makes of one line or sentence, self-references
    marked: ``'read'``, ``'noted'`` (read as a note: not applied, it can only make casting easier), ``'harmless'`` (a
    sentence it knows changes nothing), ``'unsupported'``, or None (not about casting).

    Examples
    --------
    >>> _casting_reading("Noncreature spells cost {1} more to cast.", False)
    'read'
    >>> _casting_reading("Convoke", True), _casting_reading("Flying", False)
    ('noted', None)
    """
    if any(p.fullmatch(line) for p in HARMLESS):
        return "harmless"
    r = parse_permissions(_Line(line, "Instant" if is_spell else "Enchantment"))
    if r.unsupported or r.grant_unsupported:
        return "unsupported"
    if r.grants or r.resolved or r.options or r.cost_changes or r.timing or r.additional != type(r.additional)():
        return "read"
    if r.notes or r.grant_notes:
        return "noted"
    body = split_ability_word(line)[1] if split_ability_word(line)[0].lower() in ABILITY_WORDS else line
    if any(pattern.fullmatch(body) for pattern, _ in SENTENCE_FORMS):  # read, and nothing to keep
        return "read"
    return None


def _casting_piece(text: str, casting: str | None) -> Piece | None:
    if casting == "read":
        return Piece(text, READ, "read by the casting reader")
    if casting == "noted":
        return Piece(text, READ, "read by the casting reader as a note (not applied: it can only make casting easier)")
    if casting == "harmless":
        return Piece(text, IRRELEVANT_KIND, "changes nothing about what may be cast now (the casting reader)")
    if casting == "unsupported":
        return Piece(text, FLAGGED, "about casting, not understood", reported=True)
    return None


# ---------------------------------------------------------------------------------------------------- classify
#: "You can't lose the game" on a permanent, with no condition (Platinum Angel, Phyrexian Unlife): read by ``pay`` and
#: ``cast`` (solver.pay.solve.cant_lose), which then say a plan leaving you at 0 life or less doesn't lose you the game.
_CANT_LOSE = re.compile(r"You can't lose the game(?: and your opponents can't win the game)?\.|"
                        r"You don't lose the game for having 0 or less life\.")
_CANT_LOSE_WHY = "read by pay and cast: at 0 life or less you don't lose the game (CR 704.5a)"


def _sentence_piece(normal: str, shown: str, is_spell: bool) -> Piece:
    """One sentence of a static ability or of a spell's effect."""
    keywords = _keywords(normal)  # "Equip {2}." before another sentence
    if keywords is not None and len(keywords) == 1:
        return Piece(shown, keywords[0][1], keywords[0][2])
    piece = _casting_piece(shown, _casting_reading(normal, is_spell))
    if piece is not None:
        return piece
    if not is_spell and _CANT_LOSE.fullmatch(normal.strip()):
        return Piece(shown, READ, _CANT_LOSE_WHY)
    if is_spell:  # what a spell does as it resolves: only lasting rules can matter
        flag = _lasting(normal)
        return Piece(shown, FLAGGED, flag) if flag else Piece(shown, IRRELEVANT_KIND, _SPELL_REASON)
    flag = _flag(normal)
    irrelevant = _irrelevant(normal) or _keyword_grant(normal)
    if irrelevant and (flag is None or flag in _WEAK):
        return Piece(shown, IRRELEVANT_KIND, irrelevant)
    return Piece(shown, FLAGGED, flag or "not known to be irrelevant")


_INTERVENING_IF = re.compile(r"^if [^,]+, ", re.IGNORECASE)


def _effect_of_trigger(text: str) -> str:
    """The effect of a triggered ability: the words after its condition ("Whenever …, [if …, ]<effect>").

    Examples
    --------
    >>> _effect_of_trigger("At the beginning of each upkeep, if no spells were cast last turn, transform ~.")
    'transform ~.'
    """
    at = text.find(", ")
    effect = text[at + 2:] if at >= 0 else text
    return _INTERVENING_IF.sub("", effect)


_CHAPTER = re.compile(r"^[IVX]+(?:,\s*[IVX]+)*$")


def _line_pieces(printed: str, names: tuple[str, ...], is_spell: bool, unsupported: tuple, reading) -> list[Piece]:
    """The pieces of one line (one ability) as printed; ``reading`` is the mana parser's (None: it ignores the line),
    ``unsupported`` the card's mana text not understood."""
    for u in unsupported:
        if u.text and (u.text == printed or u.text in printed or printed in u.text):
            return [Piece(printed, FLAGGED, f"mana text not understood: {u.reason}", reported=True)]
    if _LEVEL_HEADER.match(printed):
        return [Piece(printed, IRRELEVANT_KIND, _LEVEL_REASON)]
    if re.fullmatch(r".*:\s*Level \d+", printed):
        return [Piece(printed, IRRELEVANT_KIND, "a Class's level up: the board gives `level:`")]
    if reading is not None:  # an unsupported reading that the card's parse read in context (a mode …) is read too
        return [Piece(printed, READ, "read by the mana parser")]
    normal = mark_self(printed, names)
    if only_spends_for_foreign_spells(normal):  # Grenzo's exiled card, paid with mana of any colour
        return [Piece(printed, IRRELEVANT_KIND, FOREIGN_SPENDING)]
    prefix, body = split_ability_word(normal)
    if prefix and (prefix.lower() in ABILITY_WORDS or prefix.lower() in _FLAVOR):
        normal, prefix = body, ""
    if prefix and _CHAPTER.fullmatch(prefix):  # a Saga's chapter: a triggered ability (CR 714.2b)
        flag = _lasting(body)
        return [Piece(printed, FLAGGED, flag) if flag else Piece(printed, IRRELEVANT_KIND, _TRIGGER_REASON)]
    if normal.startswith("\u2022 "):  # a mode ("• Destroy target artifact."): an effect, as it resolves
        flag = _lasting(normal[2:])
        return [Piece(printed, FLAGGED, flag) if flag else Piece(printed, IRRELEVANT_KIND, _MODE_REASON)]
    keywords = _keywords(normal)
    if keywords is not None:
        if len(keywords) == 1:  # "Flashback {2}{U}", "Convoke": the casting reader's keyword lines first
            piece = _casting_piece(printed, _casting_reading(normal, is_spell))
            if piece is not None:
                return [piece]
        return [Piece(text, kind, why) for text, kind, why in keywords]
    split = split_cost_effect(normal)
    if split is not None and not normal.lower().startswith(("as long as", "until end of turn")):
        cost, effect = split
        effect = _TIMING_RIDER.sub("", effect)  # "Activate only as a sorcery.": when, not what
        effect = OWN_ABILITY_COST.sub("", effect)  # Boseiju's channel: what this ability costs, not what it does
        piece = _casting_piece(printed, _casting_reading(normal, is_spell))
        if piece is not None:
            return [piece]
        flag = _flag(effect, tuple((p, why) for p, why in FLAGS if why not in (
            "a restriction not known to be irrelevant", "names mana symbols")))
        if flag:
            return [Piece(printed, FLAGGED, flag)]
        if _RETURNS_ITSELF.search(effect):  # Reassembling Skeleton: back from the graveyard, sacrificed again
            return [Piece(printed, IRRELEVANT_KIND, MORE_ON_DEATH)]
        why = _ACTIVATED_REASON.replace("an activated ability", "a loyalty ability") if is_loyalty_line(normal) \
            else _ACTIVATED_REASON
        return [Piece(printed, IRRELEVANT_KIND, why)]
    if _TRIGGER.match(normal):
        if makes_settlement(normal):  # Preston Garvey: the token's own text is read when the board lists it
            return [Piece(printed, IRRELEVANT_KIND, _SETTLEMENT_REASON)]
        piece = _casting_piece(printed, _casting_reading(normal, is_spell))
        if piece is not None and piece.kind != READ:
            return [piece]
        flag = _lasting(_effect_of_trigger(normal))
        if flag is None and _TAPPING.search(normal.split(", ")[0]):
            flag = "a trigger on tapping: it happens as you pay"
        if flag:
            return [Piece(printed, FLAGGED, flag)]
        if _ON_DEATH.search(normal.split(", ")[0]):
            effect = _effect_of_trigger(normal)
            if _MAKES_MANA.search(effect):
                return [Piece(printed, IRRELEVANT_KIND, MANA_ON_DEATH)]
            if _LEAVES_CREATURE.search(effect):
                return [Piece(printed, IRRELEVANT_KIND, MORE_ON_DEATH)]
        return [Piece(printed, IRRELEVANT_KIND, _TRIGGER_REASON)]
    sentences = split_sentences(normal)
    shown = split_sentences(split_ability_word(printed)[1] if normal != mark_self(printed, names) else printed)
    if len(shown) != len(sentences):
        shown = sentences
    return [_sentence_piece(n, t, is_spell) for n, t in zip(sentences, shown)]


_TIMING_RIDER = re.compile(r"\s*Activate (?:this ability )?only (?:as a sorcery|once each turn|any time you could "
                           r"cast a sorcery|during your (?:turn|upkeep))(?: and only (?:once each turn|as a sorcery))?"
                           r"\.", re.IGNORECASE)
#: A trigger's event that a sacrifice for mana causes: a creature dying or being sacrificed, this one among them
#: ("When ~ dies", "When ~ enters or dies").
_ON_DEATH = re.compile(r"\bcreatures? [^,]*\b(?:dies|die)\b|\bput into (?:a|your) graveyard from the battlefield\b"
                       r"|^When(?:ever)? ~ (?:enters(?: the battlefield)? or )?dies\b"
                       r"|\byou sacrifice (?:a|an|another|one or more) (?:\w+ )?(?:creatures?|permanents?)\b",
                       re.IGNORECASE)
#: An effect that makes mana: adds it, or creates a token that does (Treasure, Gold, Powerstone, Eldrazi Spawn …).
_MAKES_MANA = re.compile(r"\badd (?:\{|one mana|two mana|three mana|X mana|an amount)|\b(?:Treasure|Gold|Powerstone)"
                         r" tokens?\b|\bEldrazi (?:Spawn|Scion) tokens?\b", re.IGNORECASE)
#: An effect that leaves a creature to sacrifice again: a creature token, or the dead creature returned.
_LEAVES_CREATURE = re.compile(r"\bcreate[^.]*\bcreature tokens?\b|\breturn (?:it|~|that card|this card) to the "
                              r"battlefield\b", re.IGNORECASE)
#: An ability of a card in the graveyard that puts it back onto the battlefield (Reassembling Skeleton).
_RETURNS_ITSELF = re.compile(r"\breturn ~ from your graveyard to the battlefield\b", re.IGNORECASE)
#: A death that is another creature's too ("another creature", "a nontoken creature"), not this one's alone.
_OTHERS_DIE = re.compile(r"\b(?:another|a|an|one or more|each|other|nontoken)\b[^,]*\bcreatures?\b[^,]*\bdies?\b"
                         r"|\bput into (?:a|your) graveyard\b|\byou sacrifice\b", re.IGNORECASE)
_TAPPING = re.compile(r"\bbecomes? tapped\b|\bis tapped\b|\bfor mana\b|\btaps?\b", re.IGNORECASE)


@functools.cache
def classify_text(name: str, type_line: str, text: str) -> Classification:
    """The pieces of one card face's text, each read, known irrelevant or flagged (cached).

    Parameters
    ----------
    name : str
        The face's name (the text may use it for the card itself).
    type_line : str
    text : str
        The rules text, abilities separated by newlines; reminder text is dropped (CR 207.2a).

    Returns
    -------
    Classification

    Examples
    --------
    >>> c = classify_text("Homebrew Greaves", "Artifact — Equipment",
    ...                   "Equipped creature has haste and shroud until your third turn.\\nEquip {0}")
    >>> [(p.kind, p.reason) for p in c.pieces]  # doctest: +NORMALIZE_WHITESPACE
    [('flagged', 'haste: whether a creature may tap the turn it comes (CR 302.6)'),
     ('irrelevant', 'an activated ability that attaches: not a mana ability (CR 601.2g)')]
    >>> c = classify_text("Humility", "Enchantment", "All creatures lose all abilities and have base power and "
    ...                   "toughness 1/1.")
    >>> c.pieces[0].kind in ("read", "flagged")
    True
    >>> [p.kind for p in classify_text("Sol Ring", "Artifact", "{T}: Add {C}{C}.").pieces]
    ['read']
    """
    names = names_for_itself(name, type_line)
    is_spell = is_instant_or_sorcery(type_line)
    lines = [line.strip() for line in join_die_results(repair_text(strip_reminder_text(text or "")).split("\n"))]
    lines = [line for line in lines if line and line != "//"]
    readings = [_mana_reading(line, names, is_spell) for line in lines]
    # the card's own parse says which lines are not understood in context (a level's section, a spell's additional
    # cost, a mode): needed only when the parser reads some line at all
    unsupported = parse_text(name, type_line, text).unsupported if any(r is not None for r in readings) else ()
    pieces: list[Piece] = []
    for printed, reading in zip(lines, readings):
        pieces.extend(_line_pieces(printed, names, is_spell, unsupported, reading))
    return Classification(name, _modal_deaths(pieces, names))


def _modal_deaths(pieces: list[Piece], names: tuple[str, ...]) -> tuple[Piece, ...]:
    """``pieces``, a death trigger whose mode makes mana or leaves a creature (Shambling Ghast's "• Search the Body
    — Create a Treasure token.") given that mode's reason (:data:`ON_DEATH`)."""
    out = list(pieces)
    header = None
    for i, piece in enumerate(out):
        if not piece.text.startswith("\u2022 "):
            trigger = mark_self(piece.text, names)
            header = i if (piece.reason == _TRIGGER_REASON and _ON_DEATH.search(trigger.split(", ")[0])) else None
            continue
        if header is None:
            continue
        mode = split_ability_word(mark_self(piece.text[2:], names))[1]
        why = MANA_ON_DEATH if _MAKES_MANA.search(mode) else MORE_ON_DEATH if _LEAVES_CREATURE.search(mode) else None
        if why is not None and out[header].reason != MANA_ON_DEATH:
            out[header] = Piece(out[header].text, IRRELEVANT_KIND, why)
    return tuple(out)


def dies_only_itself(text: str) -> bool:
    """Whether the death a piece of :data:`ON_DEATH` waits for is its own creature's alone ("When Mogg War Marshal
    enters the battlefield or dies", undying), not another creature's too ("Whenever another creature you control
    dies"): then only a sacrifice of that creature sets it off.

    Examples
    --------
    >>> dies_only_itself("When Wurmcoil Engine dies, create a 3/3 colorless Phyrexian Wurm artifact creature token.")
    True
    >>> dies_only_itself("Whenever Pawn of Ulamog or another nontoken creature you control dies, you may create …")
    False
    >>> dies_only_itself("Undying")
    True
    """
    return not _OTHERS_DIE.search(text.split(", ")[0])


def classify_card(card) -> Classification:
    """:func:`classify_text` of a card (anything with ``name``, ``type_line``, ``oracle_text``; a multi-face card
    face by face, the pieces of all faces together).

    Examples
    --------
    >>> from manaplan.models.cards.card import Card
    >>> [p.kind for p in classify_card(Card("Forest", "", "Basic Land — Forest", "({T}: Add {G}.)")).pieces]
    []
    """
    faces = tuple(getattr(card, "faces", ()) or ())
    if not faces:
        return classify_text(card.name, card.type_line or "", card.oracle_text or "")
    pieces: list[Piece] = []
    for face in faces:
        pieces.extend(classify_text(face.name, face.type_line or "", face.oracle_text or "").pieces)
    return Classification(card.name, tuple(pieces))

