"""One effective board seen through the commands: ``board``, ``card`` and ``pay --for`` show and use what is in force
(CR 305.7 land types, 613.1f ability loss, 106.7 could-produce, 609.4b spending permissions), not the printed text."""

import json


# ---------------------------------------------------------------------------------------------------- spending
def test_cr609_4b_a_vizier_that_lost_its_abilities_lets_no_island_pay_green(run):
    """Vizier of the Menagerie's "spend mana as though it were mana of any type to cast creature spells" is an
    ability of its text; under Imprisoned in the Moon it has none (CR 613.1f), so an Island cannot pay {G} for
    Llanowar Elves. Without the Aura it can (CR 609.4b)."""
    imprisoned = "Vizier of the Menagerie (id=v), Imprisoned in the Moon (on=v), Island"
    result = run("pay", "--board", imprisoned, "--for", "Llanowar Elves", "--json")
    data = json.loads(result.output)
    assert result.exit_code == 1 and data["payable"] is False
    free = json.loads(run("pay", "--board", "Vizier of the Menagerie, Island", "--for", "Llanowar Elves",
                          "--json").output)
    assert free["payable"] is True and free["tapped"] == ["Island#1"]
