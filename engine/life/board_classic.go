package life

// Helpers that keep the board tables readable.
func payday() Space { return Space{Kind: KPayDay, Colour: Red, Label: "PAY DAY"} }
func collect(c Colour, label string, amt int64) Space {
	return Space{Kind: KCollect, Colour: c, Label: label, Amount: amt}
}
func pay(c Colour, label string, amt int64) Space {
	return Space{Kind: KPay, Colour: c, Label: label, Amount: amt}
}
func payUnless(c Colour, label string, amt int64, ins int8) Space {
	return Space{Kind: KPay, Colour: c, Label: label, Amount: amt, Arg: ins}
}
func tax(label string, amt int64) Space {
	return Space{Kind: KTax, Colour: Red, Label: label, Amount: amt}
}
func revenge() Space { return Space{Kind: KRevenge, Colour: Green, Label: "REVENGE"} }
func lucky(c Colour) Space {
	return Space{Kind: KLucky, Colour: c, Label: "LUCKY DAY"}
}
func baby(c Colour, label string, n int8) Space {
	return Space{Kind: KBaby, Colour: c, Label: label, Arg: n}
}
func insurance(label string, kind int8) Space {
	return Space{Kind: KInsurance, Colour: Blue, Label: label, Arg: kind}
}
func stock() Space              { return Space{Kind: KStock, Colour: Blue, Label: "BUY STOCK"} }
func market() Space             { return Space{Kind: KMarket, Colour: Blue, Label: "PLAY THE MARKET"} }
func bridge() Space             { return Space{Kind: KBridge, Colour: Red, Label: "TOLL BRIDGE"} }
func scenic(label string) Space { return Space{Kind: KScenic, Colour: Black, Label: label} }
func profession(label string, salary int64) Space {
	return Space{Kind: KProfession, Colour: White, Label: label, Amount: salary}
}

// classicBoard is the 1960 road, designed for this game and written up in
// docs/boards/life.md. Amounts were tuned with the simulator (see
// docs/RULES.md, Balance).
func classicBoard() *Board {
	b := &builder{forks: map[int][2]string{}}
	W := White
	start := b.add("Start", Space{Kind: KStart, Colour: Black, Label: "START HERE"})

	// The first fork: Business is short and pays from the first Pay Day;
	// College is long, costs money and may end in a profession.
	after := b.fork(start, "Business", "College",
		[]Space{
			collect(W, "Sell encyclopedias. Collect $2,000", 2000),
			pay(W, "Buy a business suit. Pay $1,000", 1000),
			payUnless(W, "Fender bender! Pay $5,000 unless you have auto insurance", 5000, InsAuto),
			collect(W, "Win a sales contest. Collect $5,000", 5000),
			pay(W, "Night school. Pay $2,000", 2000),
		},
		[]Space{
			pay(W, "Tuition. Pay $4,000", 4000),
			profession("DOCTOR $20,000", 20000),
			pay(W, "Join a fraternity. Pay $1,000", 1000),
			profession("LAWYER $15,000", 15000),
			collect(W, "Scholarship! Collect $5,000", 5000),
			profession("JOURNALIST $10,000", 10000),
			payUnless(W, "Wreck your jalopy. Pay $5,000 unless you have auto insurance", 5000, InsAuto),
			profession("PHYSICIST $10,000", 10000),
			pay(W, "Study abroad. Pay $3,000", 3000),
			profession("TEACHER $8,000", 8000),
			pay(W, "Graduation party. Pay $2,000", 2000),
			{Kind: KDegree, Colour: Red, Label: "BACHELOR'S DEGREE $6,000", Amount: 6000},
		},
		payday(), "Main")

	at := b.run(after, "Main",
		pay(W, "Rent an apartment. Pay $2,000", 2000),
		insurance("BUY LIFE INSURANCE", InsLife),
		collect(W, "Win a TV quiz show. Collect $20,000", 20000),
		revenge(),
		payUnless(W, "Car stolen! Pay $10,000 unless you have auto insurance", 10000, InsAuto),
		lucky(W),
		payday(),
		Space{Kind: KMarry, Colour: Red, Label: "GET MARRIED: ADD SPOUSE, COLLECT PRESENTS"},
		pay(W, "Honeymoon in Paris. Pay $5,000", 5000),
		insurance("BUY FIRE INSURANCE", InsFire),
		baby(W, "BABY BOY! Collect $500 from each player", 1),
		stock(),
		payday(),
		collect(W, "Write a best seller. Collect $50,000", 50000),
		payUnless(W, "Kitchen fire! Pay $20,000 unless you have fire insurance", 20000, InsFire),
		baby(W, "BABY GIRL! Collect $500 from each player", 1),
		revenge(),
		market(),
		payday(),
	)

	// The second fork: the Ranch Road is long, with oil or ruin; the
	// Highway is short and quiet.
	at = b.fork(at, "Highway", "Ranch Road",
		[]Space{
			pay(W, "Buy a new car. Pay $10,000", 10000),
			lucky(W),
			payday(),
			collect(W, "Win a bowling trophy. Collect $10,000", 10000),
		},
		[]Space{
			pay(W, "Buy a ranch. Pay $50,000", 50000),
			collect(W, "Cattle sale. Collect $40,000", 40000),
			payUnless(W, "Barn burns! Pay $40,000 unless you have fire insurance", 40000, InsFire),
			payday(),
			collect(W, "STRIKE OIL! Collect $200,000", 200000),
			revenge(),
			pay(W, "Dry well. Pay $80,000", 80000),
			baby(W, "TWINS! Collect $1,000 from each player", 2),
			payday(),
			collect(W, "Sell the ranch. Collect $100,000", 100000),
			payUnless(W, "Tornado! Pay $60,000 unless you have fire insurance", 60000, InsFire),
		},
		market(), "Main")

	at = b.run(at, "Main",
		bridge(), bridge(),
		payday(),
		baby(W, "BABY BOY! Collect $500 from each player", 1),
		collect(W, "Promotion! Collect $30,000", 30000),
		revenge(),
		payUnless(W, "Hospital bills. Pay $30,000 unless you have life insurance", 30000, InsLife),
		lucky(W),
		tax("INCOME TAX. Pay $10,000", 10000),
		payday(),
		baby(W, "BABY GIRL! Collect $500 from each player", 1),
		pay(W, "Buy a summer cottage. Pay $20,000", 20000),
		market(),
		collect(W, "Uncle leaves you $80,000", 80000),
		payday(),
	)

	// The third fork: Wall Street is long and wild; Easy Street is short.
	at = b.fork(at, "Easy Street", "Wall Street",
		[]Space{
			collect(W, "Sell your house. Collect $30,000", 30000),
			pay(W, "Take a cruise. Pay $10,000", 10000),
			payday(),
		},
		[]Space{
			pay(W, "Buy a seat on the exchange. Pay $60,000", 60000),
			market(),
			collect(W, "Corner the market! Collect $250,000", 250000),
			revenge(),
			pay(W, "Crash! Lose $120,000", 120000),
			payday(),
			lucky(W),
			collect(W, "Merger bonus. Collect $100,000", 100000),
			payUnless(W, "Heart attack. Pay $80,000 unless you have life insurance", 80000, InsLife),
		},
		payday(), "Main")

	at = b.run(at, "Main",
		revenge(),
		baby(W, "TWINS! Collect $1,000 from each player", 2),
		collect(W, "Win the Irish Sweepstakes. Collect $100,000", 100000),
		payUnless(W, "Car crash! Pay $20,000 unless you have auto insurance", 20000, InsAuto),
		market(),
		payday(),
		lucky(W),
		pay(W, "Buy a yacht. Pay $40,000", 40000),
		revenge(),
		tax("PROPERTY TAX. Pay $20,000", 20000),
		payday(),
		// The Golden Years: the last long stretch before the reckoning.
		pay(W, "Remodel the house. Pay $30,000", 30000),
		market(),
		collect(W, "Win a TV contest. Collect $60,000", 60000),
		revenge(),
		payUnless(W, "Skid into a ditch. Pay $30,000 unless you have auto insurance", 30000, InsAuto),
		payday(),
		lucky(W),
		pay(W, "Daughter's wedding. Pay $25,000", 25000),
		stock(),
		collect(W, "Your patent pays off. Collect $120,000", 120000),
		payUnless(W, "Lightning hits the garage! Pay $50,000 unless you have fire insurance", 50000, InsFire),
		tax("ESTATE TAX. Pay $15,000", 15000),
		payday(),
		collect(W, "Sell the family business. Collect $90,000", 90000),
		pay(W, "World cruise. Pay $40,000", 40000),
		revenge(),
		payUnless(W, "Operation. Pay $50,000 unless you have life insurance", 50000, InsLife),
		payday(),
		collect(W, "Retirement gift. Collect $20,000", 20000),
		Space{Kind: KReckon, Colour: Red, Label: "DAY OF RECKONING"},
	)
	reckon := at
	at = b.run(at, "Acres",
		scenic("Country lane"),
		scenic("Rolling hills"),
		scenic("Gatehouse"),
		Space{Kind: KAcres, Colour: Black, Label: "MILLIONAIRE ACRES"},
	)
	pf := b.add("Poor Farm", Space{Kind: KPoorFarm, Colour: Black, Label: "POOR FARM"})
	// The Poor Farm hangs off the Day of Reckoning so it is part of the
	// road, but it is reached only by a lost Tycoon bet, never by moving.
	b.next[reckon] = append(b.next[reckon], pf)
	_ = at
	return b.build()
}
